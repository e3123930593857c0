import type { Meal, MealPlan } from '@potluck/api';
import { describe, expect, it } from 'vitest';
import { mealText, renderPlanTable, renderWeek, weekDaysInPlan } from './meal-plan';

const meal = (m: Partial<Meal> & Pick<Meal, 'id' | 'meal_date' | 'meal_type'>): Meal => ({
  meal_plan_id: 3,
  recipe_id: null,
  recipe_name: null,
  recipe_servings: null,
  servings: 4,
  notes: null,
  custom_meal_name: null,
  custom_meal_notes: null,
  ingredient_modifications: null,
  is_completed: false,
  ...m,
});

const PLAN: MealPlan = {
  id: 3,
  name: 'Late November',
  description: null,
  start_date: '2026-11-24',
  end_date: '2026-12-10',
  is_active: true,
  default_servings: 4,
  include_snacks: false,
  is_template: false,
  is_shared: false,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  total_meals: 3,
  planned_meals: 3,
  completed_meals: 1,
  total_slots: 51,
  completion_percentage: 33,
  read_only: false,
  meals: [
    meal({
      id: 1,
      meal_date: '2026-11-24',
      meal_type: 'dinner',
      recipe_id: 9,
      recipe_name: 'Apple Pie',
      is_completed: true,
    }),
    meal({ id: 2, meal_date: '2026-11-26', meal_type: 'lunch', custom_meal_name: 'Leftovers' }),
    meal({ id: 3, meal_date: '2026-11-26', meal_type: 'lunch', recipe_name: 'Tomato  Soup' }),
    meal({ id: 4, meal_date: '2026-11-30', meal_type: 'breakfast', recipe_name: 'Oats' }),
  ],
};

describe('meal plan rendering', () => {
  it('names a meal by its recipe or custom name, cooked ones ticked', () => {
    expect(mealText(PLAN.meals[0]!)).toBe('✓ Apple Pie');
    expect(mealText(PLAN.meals[1]!)).toBe('Leftovers');
  });

  it('shows the days of a Sunday-first week that fall inside the plan', () => {
    expect(weekDaysInPlan(PLAN, '2026-11-22')).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(weekDaysInPlan(PLAN, '2026-12-13')).toEqual([]);
  });

  it('lays a week out as days by slot, past days and today marked, no snack column without snacks', () => {
    expect(renderWeek(PLAN, '2026-11-22', '2026-11-25').split('\n')).toEqual([
      'DAY                   BREAKFAST  LUNCH                   DINNER',
      'Tue 2026-11-24 Past   –          –                       ✓ Apple Pie',
      'Wed 2026-11-25 Today  –          –                       –',
      'Thu 2026-11-26        –          Leftovers; Tomato Soup  –',
      'Fri 2026-11-27        –          –                       –',
      'Sat 2026-11-28        –          –                       –',
    ]);
    const withSnacks = renderWeek({ ...PLAN, include_snacks: true }, '2026-11-29', '2026-11-25');
    expect(withSnacks.split('\n')[0]).toMatch(/ SNACK$/);
    expect(withSnacks).toContain('\nMon 2026-11-30  Oats  ');
    expect(withSnacks).not.toContain('Past');
  });

  it('lists plans with their dates, whether active and meals cooked', () => {
    expect(renderPlanTable([PLAN, { ...PLAN, id: 12, name: 'Old', is_active: false }]).split('\n')).toEqual([
      'ID  NAME           DATES                    ACTIVE  COOKED',
      ' 3  Late November  2026-11-24 – 2026-12-10  yes        1/3',
      '12  Old            2026-11-24 – 2026-12-10  no         1/3',
    ]);
  });
});
