import type { MealPlanAnalytics } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';

/** The analytics window (spec 001 §9: 30 days). */
export const MEAL_ANALYTICS_DAYS = 30;

/** GET /meal-plans/analytics?days=30. */
export function useMealPlanAnalytics(): SWRResponse<MealPlanAnalytics> {
  return useSWR(['meal-plan-analytics', MEAL_ANALYTICS_DAYS], () =>
    api.mealPlans.analytics({ query: { days: MEAL_ANALYTICS_DAYS } }),
  );
}
