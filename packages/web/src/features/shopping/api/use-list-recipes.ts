import type { Recipe } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { shoppingKeys } from './keys';

/**
 * The recipes picked on /recipes?mode=shopping-list (ids from ?recipes=), for their titles and servings.
 * One GET /recipes/{id} each, in parallel; a recipe that is gone or hidden is left out.
 */
export function useListRecipes(ids: readonly number[]): SWRResponse<Recipe[]> {
  return useSWR(
    ids.length === 0 ? null : shoppingKeys.recipes(ids),
    async () => {
      const answers = await Promise.allSettled(ids.map((id) => api.recipes.get({ params: { id } })));
      return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    },
    freshFor('recipes'),
  );
}
