import type { Meal, MealCalendar } from '@potluck/api';
import { useToast } from '@potluck/ui';
import type { SWRResponse } from 'swr';
import { moveInCalendar } from '../components/calendar-of';
import type { MealDropTarget } from '../components/meal-drag';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';

/**
 * A dropped meal moves at once in the week shown (optimistic), then through the meal update
 * (PUT /meal-plans/meals/{id} with meal_date and meal_type). If the server refuses, the week goes back to
 * what it was and a toast says why.
 */
export function useDropMeal(
  calendar: SWRResponse<MealCalendar>,
  update: (mealId: number, body: MealDropTarget) => Promise<Meal>,
) {
  const { toast } = useToast();
  return (meal: Meal, to: MealDropTarget) => {
    const before = calendar.data;
    if (before) void calendar.mutate(moveInCalendar(before, meal.id, to), { revalidate: false });
    update(meal.id, to).catch((error: unknown) => {
      console.warn('Moving a meal failed', error);
      void calendar.mutate(before, { revalidate: true });
      toast({ variant: 'error', title: T.moveFailed, description: error instanceof Error ? error.message : undefined });
    });
  };
}
