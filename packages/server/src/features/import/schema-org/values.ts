import { WORD_BREAK_MARKS } from '@potluck/api/domain';
import { DomUtils } from 'htmlparser2';
import { parseShallowDocument } from './shallow-document';

export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value that may be one thing or a list, as a list (JSON-LD and microdata allow both everywhere). Lists inside
 * the list are flattened: some sites write their ingredients or steps in groups ([["1 egg"], ["Salt"]]).
 */
export const listOf = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value.flat(3) : [value];

/** The @type names in lower case without a vocabulary prefix: "schema:Recipe", "https://schema.org/Recipe" → "recipe". */
export function typesOf(node: JsonObject): string[] {
  return listOf(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/#:]/, '').toLowerCase());
}

/**
 * Text as a person reads it: HTML tags dropped and entities decoded (pages put both into JSON-LD strings),
 * whitespace folded. keepLines keeps line breaks (steps written as one text with one step per line).
 */
export function cleanText(value: string, keepLines = false): string {
  let text = value;
  // Twice: some pages encode their HTML once more ("&lt;p&gt;Mix&lt;/p&gt;", "&amp;amp;").
  for (let pass = 0; pass < 2 && /<[a-z/!]|&(?:[a-z][a-z\d]*|#\d+|#x[\da-f]+);/i.test(text); pass++) {
    const withBreaks = text.replace(/<br\s*\/?>|<\/(p|li|div|h\d)>/gi, '\n');
    text = DomUtils.textContent(parseShallowDocument(withBreaks));
  }
  // (Soft hyphens and zero-width spaces, which only tell a browser where it may break a word, are no text:
  // "Schlag&shy;sahne" is "Schlagsahne".)
  text = text.replace(WORD_BREAK_MARKS, '');
  if (!keepLines) return text.replace(/\s+/g, ' ').trim();
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** A string value: a string or number, a {"@value"} literal, or the name/text of a small object. */
export function textOf(value: unknown, keepLines = false): string | null {
  for (const item of listOf(value)) {
    let raw: unknown = item;
    if (isJsonObject(item)) raw = item['@value'] ?? item.name ?? item.text;
    if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
    if (typeof raw === 'string') {
      const text = cleanText(raw, keepLines);
      if (text) return text;
    }
  }
  return null;
}

/** Cuts text to a field's limit at a word boundary where one is near. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.8 ? cut.slice(0, space) : cut}…`;
}
