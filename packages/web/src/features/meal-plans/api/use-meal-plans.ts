import type { MealPlanSummary } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { mealPlanKeys } from './keys';

/** GET /meal-plans?active_only=… (the first 100; a family keeps far fewer plans around). */
export function useMealPlans(activeOnly: boolean): SWRResponse<MealPlanSummary[]> {
  return useSWR(mealPlanKeys.plans(activeOnly), async () => {
    const page = await api.mealPlans.list({ query: { active_only: activeOnly, limit: 100 } });
    return page.items;
  });
}
