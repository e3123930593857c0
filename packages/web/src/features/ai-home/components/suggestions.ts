/** The AI chef home's suggestion chips (spec 000 §2: 4 of 8 shown, rotating every 5 s). */
export const SUGGESTIONS = [
  'What can I cook with chicken, rice and spinach?',
  'How do I keep pasta from sticking together?',
  'Give me a quick vegetarian dinner idea',
  'What can I use instead of buttermilk?',
  'How long should I rest a steak?',
  'Ideas for a cozy Sunday family lunch',
  'How do I make a roux without lumps?',
  'A simple dessert for a crowd',
] as const;

export const SUGGESTIONS_SHOWN = 4;
export const SUGGESTION_ROTATE_MS = 5000;

/** The chips shown at a rotation step: 4 in a row, wrapping around the 8. */
export function suggestionsAt<T>(all: readonly T[], step: number, shown = SUGGESTIONS_SHOWN): T[] {
  if (all.length <= shown) return [...all];
  const start = (step * shown) % all.length;
  return Array.from({ length: shown }, (_, i) => all[(start + i) % all.length]!);
}
