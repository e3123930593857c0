import type { Recipe, RecipeInput, RecipeUpdateInput } from '@potluck/api';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isRecipeListKey, recipeKeys } from './keys';

/**
 * Create, update, delete, publish and unpublish. Each call puts the server's answer in the
 * detail cache and revalidates every recipe list, so the collection never shows stale cards.
 */
export function useRecipeMutations() {
  const { mutate } = useSWRConfig();
  const refreshLists = () => mutate(isRecipeListKey, undefined, { revalidate: true });
  const store = async (recipe: Recipe) => {
    await mutate(recipeKeys.detail(recipe.id), recipe, { revalidate: false });
    await mutate(recipeKeys.versions(recipe.id));
    void refreshLists();
    return recipe;
  };
  return {
    create: async (body: RecipeInput) => store(await api.recipes.create({ body })),
    update: async (id: number, body: RecipeUpdateInput) => store(await api.recipes.update({ params: { id }, body })),
    publish: async (id: number) => store(await api.recipes.publish({ params: { id } })),
    unpublish: async (id: number) => store(await api.recipes.unpublish({ params: { id } })),
    remove: async (id: number) => {
      await api.recipes.remove({ params: { id } });
      await mutate(recipeKeys.detail(id), undefined, { revalidate: false });
      void refreshLists();
    },
  };
}
