import type { MealCalendar } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { mealPlanKeys } from './keys';

/** GET /meal-plans/{id}/calendar?start=&end=: one week of the plan, date → meal type → meals. */
export function useMealCalendar(id: number | null, start: string, end: string): SWRResponse<MealCalendar> {
  return useSWR(id === null ? null : mealPlanKeys.calendar(id, start, end), () =>
    api.mealPlans.calendar({ params: { id: id! }, query: { start, end } }),
  );
}
