import type { RecipeListQuery } from '@potluck/api';

/**
 * SWR keys of recipe data, in one place so every mutation can revalidate exactly what it changed.
 * Keys are arrays whose first element names the resource; `isRecipeListKey` matches every list.
 */
export const recipeKeys = {
  list: (query: RecipeListQuery) => ['recipes', query] as const,
  detail: (id: number) => ['recipe', id] as const,
  likeStatus: (id: number) => ['recipe-like', id] as const,
  bookmark: (id: number) => ['recipe-bookmark', id] as const,
  versions: (id: number) => ['recipe-versions', id] as const,
  version: (id: number, n: number) => ['recipe-version', id, n] as const,
  reference: (name: string) => ['reference', name] as const,
  images: (id: number) => ['recipe-images', id] as const,
  uploadLimits: ['upload-limits'] as const,
};

export const isRecipeListKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'recipes';
