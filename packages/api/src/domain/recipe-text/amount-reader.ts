import { parseQuantity } from '../quantity';
import { lazy } from './ingredient-text';

/**
 * A number as cooks type it, once unicode fractions are expanded: mixed "1 1/2", "1 and 1/2" or "1-1/2", a fraction
 * "1/2", a decimal "1.5" / ".5", or a whole number. The mixed forms come first so "1 1/2" is not read as 1.
 */
export const NUMBER_SOURCE = '(?:\\d+\\s+(?:and\\s+)?\\d+\\/\\d+|\\d+-\\d+\\/\\d+|\\d+\\/\\d+|\\d*\\.\\d+|\\d+)';

// "2-3", "2 - 3", "2 to 3", "2 or 3": the second number of a range. "or" only counts before a number.
const RANGE = /* @__PURE__ */ lazy(
  () => new RegExp(String.raw`^\s*(?:-|to\b|or\b)\s*(${NUMBER_SOURCE})(?![\d/])`, 'i'),
);
const LEADING_NUMBER = /* @__PURE__ */ lazy(() => new RegExp(String.raw`^(${NUMBER_SOURCE})(?![\d/])`));

// Words that stand for an amount. Vague ones ("a few", "some") are read as no amount but still removed.
const WORD_AMOUNTS: ReadonlyArray<readonly [RegExp, number | null]> = [
  [/^(?:a\s+)?couple\s+(?:of\s+)?/i, 2],
  [/^(?:a\s+few|few|a\s+little|a\s+bit\s+of|some|several)\s+/i, null],
  [/^half\s+(?:an?\s+)?/i, 0.5],
  [/^(?:an?|one)\s+/i, 1],
  [/^two\s+/i, 2],
  [/^three\s+/i, 3],
  [/^four\s+/i, 4],
  [/^five\s+/i, 5],
  [/^six\s+/i, 6],
  [/^seven\s+/i, 7],
  [/^eight\s+/i, 8],
  [/^nine\s+/i, 9],
  [/^ten\s+/i, 10],
  [/^twelve\s+/i, 12],
];

export type LeadingAmount = {
  /** The amount, or null when the words were vague ("a few"). */
  amount: number | null;
  /** The range as written ("2-3", "2 to 3") when there was one; the amount is its lower bound. */
  range: string | null;
  /** The text after the amount. */
  rest: string;
};

/** Reads a number at the start of `text` (no words). Null when there is none or it does not read ("1/0"). */
export function readLeadingNumber(text: string): { value: number; text: string; rest: string } | null {
  const match = LEADING_NUMBER().exec(text);
  if (match === null) return null;
  const value = parseQuantity(match[1]!.replace(/\s+and\s+/i, ' '));
  if (value === null) return null;
  return { value, text: match[1]!, rest: text.slice(match[0].length) };
}

/**
 * The amount at the start of an ingredient line: a number, a range (the lower bound is the amount and the
 * range text is kept for notes), or words ("a", "an", "one" … "twelve", "half a", "a couple of"). Returns
 * null when the line does not start with an amount.
 */
export function readLeadingAmount(text: string): LeadingAmount | null {
  const number = readLeadingNumber(text);
  if (number !== null) {
    const range = RANGE().exec(number.rest);
    if (range !== null) {
      const high = parseQuantity(range[1]!);
      if (high !== null) {
        const written = `${number.text}${range[0]}`.replace(/\s+/g, ' ').trim();
        return { amount: Math.min(number.value, high), range: written, rest: number.rest.slice(range[0].length) };
      }
    }
    return { amount: number.value, range: null, rest: number.rest };
  }
  for (const [pattern, amount] of WORD_AMOUNTS) {
    const match = pattern.exec(text);
    if (match !== null) return { amount, range: null, rest: text.slice(match[0].length) };
  }
  return null;
}
