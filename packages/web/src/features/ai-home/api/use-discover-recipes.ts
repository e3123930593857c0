import type { RecipeSummary } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { aiHomeKeys } from './keys';

/** How many recipes Discover Recipes shows (spec 000 §2). */
export const DISCOVER_COUNT = 3;

/**
 * GET /recipes/discover?limit=3: a few listed recipes picked at random by the server. No refetch on
 * focus, so the cards do not shuffle under the reader; `mutate()` asks for another pick.
 */
export function useDiscoverRecipes(limit = DISCOVER_COUNT): SWRResponse<RecipeSummary[]> {
  return useSWR<RecipeSummary[]>(
    aiHomeKeys.discover(limit),
    async () => (await api.ai.discover({ query: { limit } })).items,
    { ...freshFor('recipes'), revalidateOnFocus: false },
  );
}
