import type { MealPlan } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';

/** GET /meal-plans/shared/{token}: a plan opened through its share link (read-only unless it is yours). */
export function useSharedPlan(token: string | undefined): SWRResponse<MealPlan> {
  return useSWR(token ? ['meal-plan-shared', token] : null, () =>
    api.mealPlanSharing.shared({ params: { token: token! } }),
  );
}
