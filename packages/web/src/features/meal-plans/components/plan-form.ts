import type { MealPlanInput, MealPlanSummary } from '@potluck/api';
import { MEAL_PLAN_DEFAULT_DAYS, MEAL_SERVINGS_DEFAULT, MEAL_SERVINGS_MAX, MEAL_SERVINGS_MIN } from '@potluck/api';
import { addDays } from '@potluck/api/domain';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';

export const PLAN_FORM_MODES = ['create', 'edit', 'duplicate'] as const;
export type PlanFormMode = (typeof PLAN_FORM_MODES)[number];

export interface PlanFormValues {
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  /** As typed: parsed on submit (see `servingsOf`). */
  servings: string;
  include_snacks: boolean;
}

/** The form's first values (spec 001 §9 defaults: today + 6 days, 4 servings, snacks; duplicate adds '(Copy)'). */
export function initialPlanValues(mode: PlanFormMode, today: string, plan?: MealPlanSummary): PlanFormValues {
  if (!plan || mode === 'create') {
    return {
      name: '',
      description: '',
      start_date: today,
      end_date: addDays(today, MEAL_PLAN_DEFAULT_DAYS - 1),
      servings: String(MEAL_SERVINGS_DEFAULT),
      include_snacks: true,
    };
  }
  return {
    name: mode === 'duplicate' ? `${plan.name}${T.copySuffix}` : plan.name,
    description: plan.description ?? '',
    start_date: plan.start_date.slice(0, 10),
    end_date: plan.end_date.slice(0, 10),
    servings: String(plan.default_servings),
    include_snacks: plan.include_snacks,
  };
}

/** Default Servings 1 to 20; anything that is not a number falls back to 4 (spec 001 §5). */
export function servingsOf(typed: string): number {
  const value = Number.parseInt(typed, 10);
  if (Number.isNaN(value)) return MEAL_SERVINGS_DEFAULT;
  return Math.min(MEAL_SERVINGS_MAX, Math.max(MEAL_SERVINGS_MIN, value));
}

export function planBody(values: PlanFormValues): MealPlanInput {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    start_date: values.start_date,
    end_date: values.end_date,
    default_servings: servingsOf(values.servings),
    include_snacks: values.include_snacks,
  };
}
