import { DEFAULT_SHOPPING_CATEGORY } from './category-suggestion';

export interface ItemGroup<T> {
  category: string;
  items: T[];
  completed: number;
}

/**
 * Items by category, in the order the server sent them (the store walk: category order, then position).
 * Groups keep the place of their first item and items keep theirs, so ticking never moves anything.
 */
export function groupByCategory<T extends { category: string | null; is_completed: boolean }>(
  items: readonly T[],
): ItemGroup<T>[] {
  const groups = new Map<string, ItemGroup<T>>();
  for (const item of items) {
    const category = item.category?.trim() || DEFAULT_SHOPPING_CATEGORY;
    let group = groups.get(category);
    if (!group) {
      group = { category, items: [], completed: 0 };
      groups.set(category, group);
    }
    group.items.push(item);
    if (item.is_completed) group.completed++;
  }
  return [...groups.values()];
}
