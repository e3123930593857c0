import type { RecipeSummary } from '@potluck/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { PROFILE_RECIPES_LIMIT, profileKeys } from './keys';

/** GET /recipes/my/recipes?limit=50: your recipes for the profile's recipes tab, drafts included. */
export function useMyRecipes(enabled: boolean) {
  return useSWR<RecipeSummary[]>(
    enabled ? profileKeys.myRecipes : null,
    async () => (await api.recipes.mine({ query: { limit: PROFILE_RECIPES_LIMIT } })).items,
    freshFor('recipes'),
  );
}
