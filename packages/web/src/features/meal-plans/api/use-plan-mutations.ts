import type { MealPlan, MealPlanInput, MealPlanUpdate } from '@potluck/api';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isPlansKey, mealPlanKeys, memberTimeZone } from './keys';

/** Plans: create, update, duplicate, delete. Each puts the server's plan in the detail cache and revalidates the list. */
export function usePlanMutations() {
  const { mutate } = useSWRConfig();
  const store = async (plan: MealPlan) => {
    await mutate(mealPlanKeys.plan(plan.id), plan, { revalidate: false });
    void mutate(isPlansKey);
    return plan;
  };
  return {
    create: async (body: MealPlanInput) => store(await api.mealPlans.create({ body })),
    update: async (id: number, body: MealPlanUpdate) => store(await api.mealPlans.update({ params: { id }, body })),
    duplicate: async (id: number, body: MealPlanInput) =>
      store(await api.mealPlans.duplicate({ params: { id }, query: { tz: memberTimeZone() }, body })),
    remove: async (id: number) => {
      await api.mealPlans.remove({ params: { id } });
      await mutate(mealPlanKeys.plan(id), undefined, { revalidate: false });
      void mutate(isPlansKey);
    },
  };
}
