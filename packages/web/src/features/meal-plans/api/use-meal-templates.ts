import type { FromMealTemplate, MealPlanTemplate, SaveAsMealTemplate } from '@potluck/api';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { isPlansKey, mealPlanKeys, memberTimeZone } from './keys';

const TEMPLATES_KEY = ['meal-plan-templates'] as const;

/** GET /meal-plans/templates: yours and other members' public ones (the first 100). */
export function useMealTemplates(): SWRResponse<MealPlanTemplate[]> {
  return useSWR(TEMPLATES_KEY, async () => {
    const page = await api.mealPlanTemplates.list({ query: { include_public: true, limit: 100 } });
    return page.items;
  });
}

/** Save a plan as a template, rename, describe or publish your template, delete it, start a plan from one. */
export function useTemplateMutations() {
  const { mutate } = useSWRConfig();
  return {
    save: async (planId: number, body: SaveAsMealTemplate) => {
      const template = await api.mealPlanTemplates.saveAsTemplate({ params: { id: planId }, body });
      void mutate(TEMPLATES_KEY);
      return template;
    },
    update: async (id: number, body: SaveAsMealTemplate) => {
      const template = await api.mealPlanTemplates.update({ params: { id }, body });
      void mutate(TEMPLATES_KEY);
      return template;
    },
    remove: async (id: number) => {
      await api.mealPlanTemplates.remove({ params: { id } });
      void mutate(TEMPLATES_KEY);
    },
    startPlan: async (body: FromMealTemplate) => {
      const plan = await api.mealPlanTemplates.startPlan({ query: { tz: memberTimeZone() }, body });
      await mutate(mealPlanKeys.plan(plan.id), plan, { revalidate: false });
      void mutate(isPlansKey);
      return plan;
    },
  };
}
