import type { Meal, MealPlan, MealPlanSummary, Recipe } from '@potluck/api';
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

/** The recipe of sampleMeal (id 3) for the recipe detail modal: written for 2, the meal cooks for 4. */
export const sampleRecipe: Recipe = {
  id: 3,
  title: 'Sunday ragù',
  description: null,
  status: 'published',
  visibility: 'public',
  prep_time_minutes: 20,
  cook_time_minutes: 180,
  total_time: 200,
  servings: 2,
  difficulty: 'medium',
  cuisine_type: 'italian',
  meal_type: 'dinner',
  slug: 'sunday-ragu',
  featured_image_url: null,
  author_id: 2,
  author_name: 'Rosa Martinez',
  author_username: 'rosa',
  author_avatar: null,
  like_count: 0,
  view_count: 0,
  bookmark_count: 0,
  comment_count: 0,
  rating_average: null,
  rating_count: 0,
  categories: [],
  tags: [],
  ai_generated: false,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
  version: 1,
  is_current: true,
  notes: null,
  source_name: null,
  source_url: null,
  ingredients: [
    {
      id: 1,
      ingredient_name: 'beef mince',
      amount: 250,
      unit: 'g',
      preparation: null,
      notes: null,
      is_optional: false,
    },
  ],
  instructions: [
    {
      id: 2,
      step_number: 2,
      instruction: 'Simmer for three hours.',
      time_minutes: 180,
      temperature: null,
      notes: null,
    },
    { id: 1, step_number: 1, instruction: 'Brown the mince.', time_minutes: null, temperature: null, notes: null },
  ],
  images: [],
  nutrition_json: null,
  required_tools: [],
  required_tools_json: null,
  ai_suggestions: null,
  ai_suggestions_json: null,
  ai_confidence: null,
};
