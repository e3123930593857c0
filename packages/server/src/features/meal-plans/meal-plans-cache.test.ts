import { type Meal, type MealCalendar, type MealPlanSummary, type Page } from '@potluck/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as } from '../recipes/recipe.fixtures';
import { addMeals, createPlan, day } from './meal-plan.fixtures';

/** The plan list page and calendar range are kept per member and query until any write (decision 008). */
describe('meal plan list and calendar cache', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = await Promise.all([signedIn(t), signedIn(t)]);
  });
  afterAll(() => t.close());

  const list = async (member: Member) => {
    const res = await as(t, member).get('/meal-plans?limit=20');
    expect(res.statusCode).toBe(200);
    return res.json<Page<MealPlanSummary>>();
  };
  const week = async (member: Member, planId: number) => {
    const res = await as(t, member).get(`/meal-plans/${planId}/calendar?start=${day(0)}&end=${day(6)}`);
    expect(res.statusCode).toBe(200);
    return res.json<MealCalendar>();
  };
  const names = (calendar: MealCalendar, date: string) =>
    Object.values(calendar.calendar[date] ?? {})
      .flat()
      .map((m: Meal) => m.custom_meal_name);

  it('serves a repeated read from the cache: a change made behind the server is not seen until a write', async () => {
    const plan = await createPlan(t, owner, { name: 'Cached' });
    await week(owner, plan.id);
    expect((await list(owner)).items.find((p) => p.id === plan.id)?.name).toBe('Cached');
    // Not through the API, so nothing clears the cache: the read must still be the kept answer.
    await t.database.db.execute(sql`UPDATE meal_plans SET name = 'Behind' WHERE id = ${plan.id}`);
    expect((await list(owner)).items.find((p) => p.id === plan.id)?.name).toBe('Cached');
    await createPlan(t, other); // any write, by anyone, clears every kept answer
    expect((await list(owner)).items.find((p) => p.id === plan.id)?.name).toBe('Behind');
  });

  it('adding, moving and deleting a meal show on the very next calendar and list read', async () => {
    const plan = await createPlan(t, owner);
    expect(names(await week(owner, plan.id), day(1))).toEqual([]);
    const [meal] = await addMeals(t, owner, plan.id, [
      { meal_date: day(1), meal_type: 'lunch', custom_meal_name: 'Soup' },
    ]);
    expect(names(await week(owner, plan.id), day(1))).toEqual(['Soup']);
    expect((await list(owner)).items.find((p) => p.id === plan.id)?.total_meals).toBe(1);

    const moved = await as(t, owner).put(`/meal-plans/meals/${meal!.id}`, { meal_date: day(2), meal_type: 'dinner' });
    expect(moved.statusCode).toBe(200);
    const after = await week(owner, plan.id);
    expect(names(after, day(1))).toEqual([]);
    expect(after.calendar[day(2)]!.dinner.map((m) => m.custom_meal_name)).toEqual(['Soup']);

    expect((await as(t, owner).del(`/meal-plans/meals/${meal!.id}`)).statusCode).toBe(204);
    expect(names(await week(owner, plan.id), day(2))).toEqual([]);
    expect((await list(owner)).items.find((p) => p.id === plan.id)?.total_meals).toBe(0);
  });

  it('updating, sharing, revoking and deleting a plan show on the very next read', async () => {
    const plan = await createPlan(t, owner, { name: 'Before' });
    await week(owner, plan.id);
    await list(owner);
    expect((await as(t, owner).put(`/meal-plans/${plan.id}`, { name: 'After', end_date: day(3) })).statusCode).toBe(
      200,
    );
    expect((await list(owner)).items.find((p) => p.id === plan.id)?.name).toBe('After');
    expect((await week(owner, plan.id)).end).toBe(day(3));

    expect((await as(t, owner).post(`/meal-plans/${plan.id}/share`)).statusCode).toBe(201);
    expect((await list(owner)).items.find((p) => p.id === plan.id)?.is_shared).toBe(true);
    expect((await as(t, owner).del(`/meal-plans/${plan.id}/share`)).statusCode).toBe(204);
    expect((await list(owner)).items.find((p) => p.id === plan.id)?.is_shared).toBe(false);

    expect((await as(t, owner).del(`/meal-plans/${plan.id}`)).statusCode).toBe(204);
    expect((await list(owner)).items.some((p) => p.id === plan.id)).toBe(false);
    expect((await as(t, owner).get(`/meal-plans/${plan.id}/calendar`)).statusCode).toBe(404);
  });

  it("a second member never gets the first member's kept answer", async () => {
    const plan = await createPlan(t, owner, { name: 'Mine' });
    await addMeals(t, owner, plan.id, [{ meal_date: day(0), meal_type: 'dinner', custom_meal_name: 'Secret' }]);
    const mine = await list(owner);
    expect(mine.items.some((p) => p.id === plan.id)).toBe(true);
    expect(names(await week(owner, plan.id), day(0))).toEqual(['Secret']);

    // Same query, same plan id, right after: the other member's own answer, and a 404 for the plan.
    const theirs = await list(other);
    expect(theirs.items.some((p) => p.id === plan.id)).toBe(false);
    expect(theirs.total).not.toBe(mine.total);
    const calendar = await as(t, other).get(`/meal-plans/${plan.id}/calendar?start=${day(0)}&end=${day(6)}`);
    expect(calendar.statusCode).toBe(404);
  });
});
