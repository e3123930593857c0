/** The escapes JSON allows after a backslash, besides \uXXXX. */
const JSON_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** A backslash sequence inside a string as JSON allows it: a JavaScript escape JSON lacks, or a literal backslash. */
function escapeAt(text: string, at: number): { out: string; length: number } {
  const next = text[at + 1] ?? '';
  if (JSON_ESCAPES.has(next)) return { out: `\\${next}`, length: 2 };
  if (next === 'u' && /^[\da-f]{4}$/i.test(text.slice(at + 2, at + 6)))
    return { out: text.slice(at, at + 6), length: 6 };
  // "\'" is a JavaScript habit (a quote needs no escape in JSON); "\x27" is JavaScript's form of \u0027.
  if (next === "'") return { out: "'", length: 2 };
  if (next === 'x' && /^[\da-f]{2}$/i.test(text.slice(at + 2, at + 4)))
    return { out: `\\u00${text.slice(at + 2, at + 4)}`, length: 4 };
  // Any other backslash is one the page forgot to escape (a path, a pattern): kept as a character.
  return { out: '\\\\', length: 1 };
}

/**
 * The text of the string literal a script's source starts with ("…" or '…'), its JavaScript escapes read as a
 * JSON-LD block's are. Null where no closed literal starts the source.
 */
export function readStringLiteral(source: string): string | null {
  const quote = source[0];
  if (quote !== '"' && quote !== "'") return null;
  let out = '';
  for (let at = 1; at < source.length;) {
    const ch = source[at]!;
    if (ch === '\\') {
      const escape = escapeAt(source, at);
      out += escape.out;
      at += escape.length;
      continue;
    }
    if (ch === quote) {
      try {
        return JSON.parse(`"${out}"`) as string;
      } catch {
        return null;
      }
    }
    // (A " inside '…' needs its escape in JSON's "…"; a raw control character is a space, as in a block.)
    // eslint-disable-next-line no-control-regex -- raw control characters are what breaks JSON.parse here
    out += ch === '"' ? '\\"' : /[\u0000-\u001f]/.test(ch) ? ' ' : ch;
    at++;
  }
  return null;
}

/** Where a comment outside strings ends (after its end mark), or -1 when `at` starts none. */
function commentEnd(text: string, at: number): number {
  if (text[at] !== '/') return -1;
  if (text[at + 1] === '/') {
    const end = text.indexOf('\n', at);
    return end < 0 ? text.length : end + 1;
  }
  if (text[at + 1] === '*') {
    const end = text.indexOf('*/', at + 2);
    return end < 0 ? text.length : end + 2;
  }
  return -1;
}

/**
 * The JSON values a JSON-LD block holds, as JSON5-tolerant readers (extruct's) read what pages write: comments,
 * a comma before a closing bracket, JavaScript escapes ("\'", "\x27"), raw line breaks inside strings (kept as
 * line breaks) and other raw control characters (as spaces), and junk after a value or several values in a row
 * (`firstOnly`: the first value alone). Throws a SyntaxError when the block starts with no value it can read.
 */
export function readJsonValues(block: string, firstOnly = false): unknown[] {
  const parts: string[] = [];
  let out = '';
  let depth = 0;
  let inString = false;
  for (let at = 0; at < block.length;) {
    const ch = block[at]!;
    if (inString) {
      if (ch === '\\') {
        const escape = escapeAt(block, at);
        out += escape.out;
        at += escape.length;
        continue;
      }
      if (ch === '"') inString = false;
      // A raw line break is the line break the page's writer typed (steps one per line); other raw control
      // characters are spaces. Both break JSON.parse as they are.
      // eslint-disable-next-line no-control-regex -- raw control characters are what breaks JSON.parse here
      out += ch === '\n' ? '\\n' : /[\u0000-\u001f]/.test(ch) ? ' ' : ch;
      at++;
      continue;
    }
    const comment = commentEnd(block, at);
    if (comment >= 0) {
      at = comment;
      continue;
    }
    // Between values (depth 0) only an object or an array starts one: a stray ';' or '}' is junk.
    if (depth === 0 && ch !== '{' && ch !== '[') {
      at++;
      continue;
    }
    if (ch === ',' && /^\s*[}\]]/.test(block.slice(at + 1, at + 200))) {
      at++;
      continue;
    }
    if (ch === '"') inString = true;
    if (ch === '{' || ch === '[') depth++;
    if (ch === '}' || ch === ']') depth--;
    out += ch;
    at++;
    if (depth === 0) {
      parts.push(out);
      out = '';
      // (Only the first where what follows it is code, not more values: a script's "window.__STATE__ = {…}; …".)
      if (firstOnly) break;
    }
  }
  const values: unknown[] = [];
  for (const part of parts) {
    try {
      values.push(JSON.parse(part));
    } catch {
      break;
    }
  }
  if (values.length === 0) throw new SyntaxError('No JSON value in the block');
  return values;
}
