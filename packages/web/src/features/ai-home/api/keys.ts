/**
 * SWR keys of the AI chef home. `status` is deliberately the same entry as the recipe page's AI status
 * (features/ai): features may not import each other, but one cache entry means a key change in System
 * Settings revalidates the home page too.
 */
export const aiHomeKeys = {
  status: ['ai-status'] as const,
  discover: (limit: number) => ['recipes-discover', limit] as const,
};

/** Every recipe list of the collection (its keys start with 'recipes'): a saved AI recipe belongs in them. */
export const isRecipeListKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'recipes';
