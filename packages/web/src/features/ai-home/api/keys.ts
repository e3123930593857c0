/** SWR keys of the AI chef home (its AI status is features/ai's useAiStatus, one cache entry for all). */
export const aiHomeKeys = {
  discover: (limit: number) => ['recipes-discover', limit] as const,
};

/** Every recipe list of the collection (its keys start with 'recipes'): a saved AI recipe belongs in them. */
export const isRecipeListKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'recipes';
