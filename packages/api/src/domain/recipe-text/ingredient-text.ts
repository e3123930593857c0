import { expandUnicodeFractions } from '../quantity';

/**
 * A value made on first use. Patterns built from pieces (String.raw, template literals) would otherwise be
 * built at import, and bundlers keep such code even for callers that never read a recipe.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * Marks that only tell a browser where it may break a word, no text: the soft hyphen, the zero-width space, the word
 * joiner, the byte order mark ("Schlag&shy;sahne" is "Schlagsahne"). The page reader leaves them out too.
 */
export const WORD_BREAK_MARKS = /[\u00ad\u200b\u2060\ufeff]/g;

/**
 * Text clean-up shared by the ingredient and recipe readers: odd spaces, typographic dashes, the fraction
 * slash, unicode fractions, runs of whitespace. Pure string work, so every rule below sees one spelling.
 */
export function normalizeText(text: string): string {
  return expandUnicodeFractions(
    text
      .replace(WORD_BREAK_MARKS, '')
      .replace(/[\u200c\u200d]/g, '')
      .replace(/[\u00a0\u2007\u2009\u202f\t]/g, ' ')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/\u2044/g, '/'),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

// List markers of recipe sites and notes apps: "-", "*", "•", checkboxes ("▢" is WP Recipe Maker's), ticks.
const BULLET = /^(?:[-*•·▢☐□◦‣▪●○✓✔➤►]\s*)+/;

/** Removes a leading bullet or checkbox. "-1 cup" loses its "-" too: recipes have no negative amounts. */
export function stripBullet(text: string): string {
  return text.replace(BULLET, '').trim();
}

/** Removes markdown emphasis and heading marks that pasted text often keeps ("**Ingredients**", "## Method"). */
export function stripMarkdown(text: string): string {
  return text
    .replace(/^#{1,6}\s*/, '')
    .replace(/\*\*|__/g, '')
    .replace(/^\*(.+)\*$/, '$1')
    .trim();
}

/** Cuts text to at most `max` characters at a word boundary, ending with "…" when anything was cut. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.-]+$/, '')}…`;
}
