/** Name used when no recipe title is usable (an empty selection cannot name anything). */
export const FALLBACK_SHOPPING_LIST_NAME = 'Shopping List';

/**
 * The auto-generated name of a list made from recipes (spec 001 §9): 'Shopping for' plus up to the first
 * two titles, then 'and N more'. One title: "Shopping for Pancakes"; two: "Shopping for Pancakes and
 * Chili"; more: "Shopping for Pancakes, Chili and 3 more". Blank titles are skipped and not counted.
 */
export function shoppingListName(recipeTitles: readonly string[]): string {
  const titles = recipeTitles.map((title) => title.trim()).filter((title) => title !== '');
  const [first, second] = titles;
  if (first === undefined) return FALLBACK_SHOPPING_LIST_NAME;
  if (second === undefined) return `Shopping for ${first}`;
  const more = titles.length - 2;
  return more === 0 ? `Shopping for ${first} and ${second}` : `Shopping for ${first}, ${second} and ${more} more`;
}
