/**
 * PostgreSQL's text-search values read in JavaScript, for the in-process search index (decision 016): a
 * tsvector's text form (lexemes with positions and weights) and a tsquery's (operands and operators), and a
 * tsquery evaluated against a document the way `@@` does, restricted to some weights. PostgreSQL still does the
 * language work (parsing, stemming, stop words: `websearch_to_tsquery` and the generated `search_vector`); only
 * the matching runs here.
 */

/** A tsquery: a lexeme, or NOT / AND / OR / a phrase (`<N>`, N words apart) of sub-queries. */
export type TsQuery =
  | { op: 'lexeme'; lexeme: string }
  | { op: 'not'; arg: TsQuery }
  | { op: 'and' | 'or'; left: TsQuery; right: TsQuery }
  | { op: 'phrase'; distance: number; left: TsQuery; right: TsQuery };

/** The weight bits of a position as PostgreSQL packs them (WordEntryPos: weight in the top two bits). */
export const WEIGHT = { A: 3, B: 2, C: 1, D: 0 } as const;
/** Which weights a match may use: one bit per weight (1 << weight). */
export type WeightMask = number;
export const TITLE: WeightMask = 1 << WEIGHT.A;
export const HEAD: WeightMask = (1 << WEIGHT.A) | (1 << WEIGHT.B);
export const ALL: WeightMask = 0b1111;

/** A document's lexemes in code-unit order, each with its positions (14 bits) and weights (top 2 bits). */
export interface Vector {
  lexemes: string[];
  positions: Uint16Array[];
}

/** Reads tsvector text: `'chicken':1A,5C 'curri':2B 'it''s':3`. */
export function parseTsvector(text: string): Vector {
  const lexemes: string[] = [];
  const positions: Uint16Array[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    if (text[i] !== "'") throw new Error(`Unexpected tsvector text at ${i}`);
    let lexeme = '';
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined) throw new Error('Unterminated lexeme in tsvector text');
      if (c === "'" && text[i + 1] === "'") {
        lexeme += "'";
        i += 2;
      } else if (c === '\\') {
        lexeme += text[i + 1];
        i += 2;
      } else if (c === "'") {
        i++;
        break;
      } else {
        lexeme += c;
        i++;
      }
    }
    const found: number[] = [];
    if (text[i] === ':') {
      i++;
      for (;;) {
        let n = 0;
        while (i < text.length && text[i]! >= '0' && text[i]! <= '9') n = n * 10 + (text.charCodeAt(i++) - 48);
        let weight: number = WEIGHT.D;
        const w = text[i];
        if (w === 'A' || w === 'B' || w === 'C' || w === 'D') {
          weight = WEIGHT[w];
          i++;
        }
        found.push((weight << 14) | (n & 0x3fff));
        if (text[i] !== ',') break;
        i++;
      }
    }
    lexemes.push(lexeme);
    positions.push(Uint16Array.from(found));
  }
  return { lexemes, positions };
}

/**
 * Reads tsquery text as PostgreSQL prints it (`'a' & !'b' | 'c' <-> 'd'`, parentheses where needed). Null for
 * the empty query (only stop words). Throws on what the index does not evaluate — prefixes (`:*`) and weight
 * restrictions, which `websearch_to_tsquery` never writes — so such a search goes to SQL.
 */
export function parseTsquery(text: string): TsQuery | null {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i++;
  };
  const operand = (): TsQuery => {
    skip();
    if (text[i] === '!') {
      i++;
      return { op: 'not', arg: operand() };
    }
    if (text[i] === '(') {
      i++;
      const inner = or();
      skip();
      if (text[i] !== ')') throw new Error('Unbalanced parentheses in tsquery text');
      i++;
      return inner;
    }
    if (text[i] !== "'") throw new Error(`Unexpected tsquery text at ${i}`);
    let lexeme = '';
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined) throw new Error('Unterminated operand in tsquery text');
      if (c === "'" && text[i + 1] === "'") {
        lexeme += "'";
        i += 2;
      } else if (c === '\\') {
        lexeme += text[i + 1];
        i += 2;
      } else if (c === "'") {
        i++;
        break;
      } else {
        lexeme += c;
        i++;
      }
    }
    if (text[i] === ':') throw new Error('Prefix or weighted operands are not evaluated in process');
    return { op: 'lexeme', lexeme };
  };
  const phrase = (): TsQuery => {
    let left = operand();
    for (;;) {
      skip();
      const m = /^<(-|\d+)>/.exec(text.slice(i, i + 8));
      if (!m) return left;
      i += m[0].length;
      left = { op: 'phrase', distance: m[1] === '-' ? 1 : Number(m[1]), left, right: operand() };
    }
  };
  const and = (): TsQuery => {
    let left = phrase();
    for (;;) {
      skip();
      if (text[i] !== '&') return left;
      i++;
      left = { op: 'and', left, right: phrase() };
    }
  };
  const or = (): TsQuery => {
    let left = and();
    for (;;) {
      skip();
      if (text[i] !== '|') return left;
      i++;
      left = { op: 'or', left, right: and() };
    }
  };
  skip();
  if (i >= text.length) return null;
  const query = or();
  skip();
  if (i < text.length) throw new Error(`Unexpected tsquery text at ${i}`);
  if (!evaluable(query)) throw new Error('Operators inside a phrase other than phrases are not evaluated in process');
  return query;
}

/** Phrases of lexemes and phrases only: what websearch_to_tsquery writes for quoted words and compound words. */
function evaluable(q: TsQuery, inPhrase = false): boolean {
  switch (q.op) {
    case 'lexeme':
      return true;
    case 'phrase':
      return evaluable(q.left, true) && evaluable(q.right, true);
    case 'not':
      return !inPhrase && evaluable(q.arg);
    default:
      return !inPhrase && evaluable(q.left) && evaluable(q.right);
  }
}

/** Lexeme lookup of one document: its positions (null when absent). */
export type Lookup = (lexeme: string) => Uint16Array | null;

/** Whether a document matches, using only positions whose weight is in `mask` (as `title_vector @@ q` does for A). */
export function matches(q: TsQuery, lookup: Lookup, mask: WeightMask): boolean {
  switch (q.op) {
    case 'lexeme': {
      const found = lookup(q.lexeme);
      if (!found) return false;
      for (const p of found) if (mask & (1 << (p >> 14))) return true;
      return false;
    }
    case 'not':
      return !matches(q.arg, lookup, mask);
    case 'and':
      return matches(q.left, lookup, mask) && matches(q.right, lookup, mask);
    case 'or':
      return matches(q.left, lookup, mask) || matches(q.right, lookup, mask);
    case 'phrase':
      return phrasePositions(q, lookup, mask).positions.length > 0;
  }
}

/**
 * A phrase's end positions and width, as PostgreSQL's TS_phrase_execute computes them for lexemes and phrases:
 * `L <N> R` holds at R's position r when L holds at r - N - width(R); its width is width(L) + N + width(R).
 */
function phrasePositions(q: TsQuery, lookup: Lookup, mask: WeightMask): { positions: number[]; width: number } {
  if (q.op === 'lexeme') {
    const found = lookup(q.lexeme);
    const positions: number[] = [];
    if (found) for (const p of found) if (mask & (1 << (p >> 14))) positions.push(p & 0x3fff);
    return { positions, width: 0 };
  }
  if (q.op !== 'phrase') throw new Error('Only lexemes and phrases inside a phrase');
  const right = phrasePositions(q.right, lookup, mask);
  if (right.positions.length === 0) return { positions: [], width: 0 };
  const left = phrasePositions(q.left, lookup, mask);
  const wanted = new Set(left.positions);
  const offset = q.distance + right.width;
  return {
    positions: right.positions.filter((r) => wanted.has(r - offset)),
    width: left.width + q.distance + right.width,
  };
}

/** The lexemes a query names, each once. */
export function lexemesOf(q: TsQuery, into = new Set<string>()): Set<string> {
  if (q.op === 'lexeme') into.add(q.lexeme);
  else if (q.op === 'not') lexemesOf(q.arg, into);
  else {
    lexemesOf(q.left, into);
    lexemesOf(q.right, into);
  }
  return into;
}
