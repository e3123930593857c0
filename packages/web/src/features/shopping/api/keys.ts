import type { ListFilter } from '../shopping.texts';

/**
 * SWR keys of shopping data in one place, so every mutation revalidates exactly what it changed.
 * Keys are arrays whose first element names the resource.
 */
export const shoppingKeys = {
  lists: (filter: ListFilter) => ['shopping-lists', filter] as const,
  list: (id: number) => ['shopping-list', id] as const,
  analytics: (days: number) => ['shopping-analytics', days] as const,
  templates: (category: string | null) => ['shopping-templates', category] as const,
  recipes: (ids: readonly number[]) => ['shopping-recipes', ids.join(',')] as const,
};

export const isListsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'shopping-lists';
export const isTemplatesKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'shopping-templates';
export const isAnalyticsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'shopping-analytics';

/** The numeric id of /shopping/{id}, ?list={id} and /print-shopping/{id}, or null when it is not a positive integer. */
export function parseListId(segment: string | null | undefined): number | null {
  if (!segment || !/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
