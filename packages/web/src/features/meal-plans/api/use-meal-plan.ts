import type { MealPlan } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { mealPlanKeys } from './keys';

/** GET /meal-plans/{id}: the plan with its meals (null id: nothing to load). */
export function useMealPlan(id: number | null): SWRResponse<MealPlan> {
  return useSWR(id === null ? null : mealPlanKeys.plan(id), () => api.mealPlans.get({ params: { id: id! } }));
}
