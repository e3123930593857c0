import type { Meal, MealPlan } from '@potluck/api';
import { addDays, todayIn } from '@potluck/api/domain';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app';
import { type Member, as } from '../recipes/recipe.fixtures';

/** Today in UTC (the default time zone) and a day relative to it. */
export const today = () => todayIn('UTC');
export const day = (offset: number) => addDays(today(), offset);

/** Creates a plan through the API (a week from today unless told); fails loudly when refused. */
export async function createPlan(t: TestApp, member: Member, body: Record<string, unknown> = {}): Promise<MealPlan> {
  const res = await as(t, member).post('/meal-plans', { name: 'Week', start_date: day(0), end_date: day(6), ...body });
  if (res.statusCode !== 201) throw new Error(`plan create failed: ${res.statusCode} ${res.body}`);
  return res.json<MealPlan>();
}

export async function addMeals(t: TestApp, member: Member, planId: number, meals: object[]): Promise<Meal[]> {
  const res = await as(t, member).post(`/meal-plans/${planId}/meals/bulk`, { meals });
  if (res.statusCode !== 201) throw new Error(`meals failed: ${res.statusCode} ${res.body}`);
  return res.json<{ items: Meal[] }>().items;
}

/** Moves a stored meal to another day, past days included (the API rightly refuses to put one there). */
export async function setMealDate(t: TestApp, mealId: number, date: string): Promise<void> {
  await t.database.db.execute(sql`UPDATE meals SET meal_date = ${date}::date WHERE id = ${mealId}`);
}
