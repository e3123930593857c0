import type { Meal, MealPlan, MealPlanSummary } from '@potluck/api';
import { addDays, daysOf, todayIn } from '@potluck/api/domain';

/** The test runner's calendar day, as the page computes it. */
export const testToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

export function sampleMeal(overrides: Partial<Meal> = {}): Meal {
  return {
    id: 1,
    meal_plan_id: 7,
    meal_date: testToday(),
    meal_type: 'dinner',
    recipe_id: 3,
    recipe_name: 'Sunday ragù',
    recipe_servings: 4,
    servings: 4,
    notes: null,
    custom_meal_name: null,
    custom_meal_notes: null,
    ingredient_modifications: null,
    is_completed: false,
    ...overrides,
  };
}

/** A plan from two days ago to four days ahead, with its counts derived from its meals. */
export function samplePlan(meals: Meal[] = [], overrides: Partial<MealPlan> = {}): MealPlan {
  const today = testToday();
  const plan = {
    id: 7,
    name: 'Back-to-school week',
    description: 'Quick dinners and packed lunches.',
    start_date: addDays(today, -2),
    end_date: addDays(today, 4),
    is_active: true,
    default_servings: 4,
    include_snacks: true,
    is_template: false,
    is_shared: false,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    read_only: false,
    ...overrides,
    meals,
  };
  const days = daysOf(plan.start_date, plan.end_date).length;
  const completed = meals.filter((meal) => meal.is_completed).length;
  return {
    ...plan,
    total_meals: meals.length,
    planned_meals: new Set(meals.map((meal) => `${meal.meal_date}/${meal.meal_type}`)).size,
    completed_meals: completed,
    total_slots: days * (plan.include_snacks ? 4 : 3),
    completion_percentage: meals.length ? Math.round((completed * 100) / meals.length) : 0,
  };
}

export const summaryOf = ({ meals: _meals, read_only: _readOnly, ...summary }: MealPlan): MealPlanSummary => summary;

export { calendarOf } from './components/calendar-of';
