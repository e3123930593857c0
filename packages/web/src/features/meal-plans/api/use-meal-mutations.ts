import type { MealInput, MealUpdate } from '@potluck/api';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isCalendarOf, isPlansKey, mealPlanKeys, memberTimeZone } from './keys';

/**
 * Meals of one plan: add (bulk), update (cooked, servings, move), remove. Every call sends the member's time
 * zone, which decides the server's past-day rule, and revalidates the plan, its weeks and the plan list.
 */
export function useMealMutations(planId: number) {
  const { mutate } = useSWRConfig();
  const refresh = () => {
    void mutate(mealPlanKeys.plan(planId));
    void mutate(isCalendarOf(planId));
    void mutate(isPlansKey);
  };
  const query = () => ({ tz: memberTimeZone() });
  return {
    add: async (meals: MealInput[]) => {
      const added = await api.mealPlans.addMeals({ params: { id: planId }, query: query(), body: { meals } });
      refresh();
      return added.items;
    },
    update: async (mealId: number, body: MealUpdate) => {
      const meal = await api.mealPlans.updateMeal({ params: { id: mealId }, query: query(), body });
      refresh();
      return meal;
    },
    remove: async (mealId: number) => {
      await api.mealPlans.removeMeal({ params: { id: mealId }, query: query() });
      refresh();
    },
  };
}
