/**
 * The shopping categories in the order a shopper walks a store: fresh produce at the door, chilled and frozen
 * food later, household goods near the tills, 'Other' last. Lists group and sort their items by this order
 * (then by a stable position), so ticking an item never moves it.
 */
export const SHOPPING_CATEGORIES = [
  'Produce',
  'Bakery',
  'Meat & Seafood',
  'Dairy & Eggs',
  'Frozen',
  'Grains & Pasta',
  'Canned & Jarred',
  'Baking',
  'Spices & Seasonings',
  'Condiments & Oils',
  'Snacks & Sweets',
  'Breakfast',
  'Beverages',
  'Household',
  'Personal Care',
  'Baby',
  'Pet',
  'Other',
] as const;
export type ShoppingCategory = (typeof SHOPPING_CATEGORIES)[number];

const WALK_INDEX = new Map<string, number>(SHOPPING_CATEGORIES.map((name, index) => [name.toLowerCase(), index]));
/** Members may type their own categories: they come after every known one except 'Other'. */
const CUSTOM_INDEX = SHOPPING_CATEGORIES.length - 1.5;

/** Where a category stands in the store walk (case-insensitive); unknown names sit just before 'Other'. */
export function categoryWalkIndex(category: string | null | undefined): number {
  if (!category) return SHOPPING_CATEGORIES.length - 1;
  return WALK_INDEX.get(category.trim().toLowerCase()) ?? CUSTOM_INDEX;
}

/** The known category spelt as the list spells it ('dairy & eggs' → 'Dairy & Eggs'), or the text trimmed. */
export function canonicalCategory(category: string): string {
  const index = WALK_INDEX.get(category.trim().toLowerCase());
  return index === undefined ? category.trim() : SHOPPING_CATEGORIES[index]!;
}

/** Compares two items for display: store walk order of their categories, then their stable position. */
export function compareByStoreWalk(
  a: { category: string | null; position: number },
  b: { category: string | null; position: number },
): number {
  const byCategory = categoryWalkIndex(a.category) - categoryWalkIndex(b.category);
  if (byCategory !== 0) return byCategory;
  const byName = (a.category ?? '').localeCompare(b.category ?? '');
  return byName !== 0 ? byName : a.position - b.position;
}
