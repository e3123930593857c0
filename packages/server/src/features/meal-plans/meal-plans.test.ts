import {
  MEAL_PLAN_MESSAGES as M,
  type MealCalendar,
  type MealPlan,
  type MealPlanSummary,
  type Page,
} from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe, fieldErrors } from '../recipes/recipe.fixtures';
import { addMeals, createPlan, day } from './meal-plan.fixtures';

describe('meal plans', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = await Promise.all([signedIn(t), signedIn(t)]);
  });
  afterAll(() => t.close());

  it('creates a plan with a trimmed name and the defaults (4 servings, snacks, active), and reads it back', async () => {
    const res = await as(t, owner).post('/meal-plans', {
      name: '  Spring week ',
      description: 'Light meals',
      start_date: day(0),
      end_date: day(6),
    });
    expect(res.statusCode).toBe(201);
    const plan = res.json<MealPlan>();
    expect(plan).toMatchObject({
      name: 'Spring week',
      description: 'Light meals',
      default_servings: 4,
      include_snacks: true,
      is_active: true,
      is_template: false,
      is_shared: false,
      total_meals: 0,
      planned_meals: 0,
      completed_meals: 0,
      total_slots: 28,
      completion_percentage: 0,
      meals: [],
      read_only: false,
    });
    const read = await as(t, owner).get(`/meal-plans/${plan.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<MealPlan>().name).toBe('Spring week');
  });

  it('refuses every invalid form with the field and message', async () => {
    const post = (body: object) => as(t, owner).post('/meal-plans', body);
    const base = { name: 'x', start_date: day(0), end_date: day(1) };
    expect(fieldErrors(await post({ ...base, name: '   ' }))).toEqual({ name: M.nameRequired });
    expect(fieldErrors(await post({ name: 'x' }))).toEqual({ start_date: M.startRequired, end_date: M.endRequired });
    expect(fieldErrors(await post({ ...base, end_date: day(-1) }))).toEqual({ end_date: M.endBeforeStart });
    expect(fieldErrors(await post({ ...base, end_date: day(400) }))).toEqual({ end_date: M.planTooLong });
    for (const servings of [0, 21, 'lots'])
      expect(fieldErrors(await post({ ...base, default_servings: servings }))).toEqual({
        default_servings: M.servingsRange,
      });
    expect(fieldErrors(await post({ ...base, start_date: 'tomorrow' }))).toHaveProperty('start_date');
  });

  it('counts meals, cooked ones and filled slots; the list filters active plans and carries no meals', async () => {
    const recipe = await createRecipe(t, owner, { title: 'Counting stew' });
    const plan = await createPlan(t, owner, { name: 'Counted', include_snacks: false });
    const meals = await addMeals(t, owner, plan.id, [
      { meal_date: day(1), meal_type: 'dinner', recipe_id: recipe.id },
      { meal_date: day(1), meal_type: 'dinner', custom_meal_name: 'Salad' },
      { meal_date: day(2), meal_type: 'lunch', custom_meal_name: 'Soup' },
    ]);
    await as(t, owner).put(`/meal-plans/meals/${meals[0]!.id}`, { is_completed: true });
    const inactive = await createPlan(t, owner, { name: 'Paused', is_active: false });

    const all = (await as(t, owner).get('/meal-plans')).json<Page<MealPlanSummary>>();
    const counted = all.items.find((p) => p.id === plan.id)!;
    expect(counted).toMatchObject({ total_meals: 3, planned_meals: 2, completed_meals: 1, total_slots: 21 });
    expect(counted.completion_percentage).toBe(33);
    expect(counted).not.toHaveProperty('meals');
    expect(all.items.map((p) => p.id)).toContain(inactive.id);
    const active = (await as(t, owner).get('/meal-plans?active_only=true')).json<Page<MealPlanSummary>>();
    expect(active.items.map((p) => p.id)).not.toContain(inactive.id);
    expect(active.items.map((p) => p.id)).toContain(plan.id);
    const paged = (await as(t, owner).get('/meal-plans?limit=1')).json<Page<MealPlanSummary>>();
    expect(paged).toMatchObject({ total: all.total, limit: 1, offset: 0 });
    expect(paged.items).toHaveLength(1);
    const beyond = (await as(t, owner).get('/meal-plans?offset=500')).json<Page<MealPlanSummary>>();
    expect(beyond).toMatchObject({ items: [], total: all.total, offset: 500 });
    const others = (await as(t, other).get('/meal-plans')).json<Page<MealPlanSummary>>();
    expect(others.items.map((p) => p.id)).not.toContain(plan.id);
  });

  it('updates only what is sent; a new range must keep end after start and hold every meal', async () => {
    const plan = await createPlan(t, owner);
    await addMeals(t, owner, plan.id, [{ meal_date: day(5), meal_type: 'lunch', custom_meal_name: 'Tacos' }]);
    const renamed = await as(t, owner).put(`/meal-plans/${plan.id}`, { name: ' Renamed ', default_servings: 6 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<MealPlan>()).toMatchObject({ name: 'Renamed', default_servings: 6, end_date: day(6) });
    expect(fieldErrors(await as(t, owner).put(`/meal-plans/${plan.id}`, { end_date: day(3) }))).toEqual({
      end_date: M.dateOutsidePlan,
    });
    expect(fieldErrors(await as(t, owner).put(`/meal-plans/${plan.id}`, { start_date: day(7) }))).toEqual({
      end_date: M.endBeforeStart,
    });
    const longer = await as(t, owner).put(`/meal-plans/${plan.id}`, { end_date: day(13), is_active: false });
    expect(longer.json<MealPlan>()).toMatchObject({ end_date: day(13), is_active: false });
  });

  it("another member and an anonymous caller get nothing of a plan: 404 'Meal Plan Not Found' and 401", async () => {
    const plan = await createPlan(t, owner, { name: 'Private week' });
    for (const res of [
      await as(t, other).get(`/meal-plans/${plan.id}`),
      await as(t, other).put(`/meal-plans/${plan.id}`, { name: 'Mine now' }),
      await as(t, other).del(`/meal-plans/${plan.id}`),
      await as(t, other).get(`/meal-plans/${plan.id}/calendar`),
      await as(t, other).post(`/meal-plans/${plan.id}/duplicate`, { name: 'x', start_date: day(0), end_date: day(1) }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(detail(res)).toBe(M.notFound);
    }
    for (const res of [
      await as(t, null).get(`/meal-plans/${plan.id}`),
      await as(t, null).get('/meal-plans'),
      await as(t, null).post('/meal-plans', { name: 'x', start_date: day(0), end_date: day(1) }),
    ])
      expect(res.statusCode).toBe(401);
    expect((await as(t, owner).get(`/meal-plans/${plan.id}`)).json<MealPlan>().name).toBe('Private week');
  });

  it('deletes a plan with its meals', async () => {
    const plan = await createPlan(t, owner);
    const [meal] = await addMeals(t, owner, plan.id, [
      { meal_date: day(1), meal_type: 'snack', custom_meal_name: 'Fruit' },
    ]);
    expect((await as(t, owner).del(`/meal-plans/${plan.id}`)).statusCode).toBe(204);
    expect((await as(t, owner).get(`/meal-plans/${plan.id}`)).statusCode).toBe(404);
    expect((await as(t, owner).put(`/meal-plans/meals/${meal!.id}`, { notes: 'x' })).statusCode).toBe(404);
  });

  it('the calendar maps date → type → meals for a range clipped to the plan, every day and type present', async () => {
    const plan = await createPlan(t, owner, { start_date: day(0), end_date: day(20) });
    await addMeals(t, owner, plan.id, [
      { meal_date: day(2), meal_type: 'dinner', custom_meal_name: 'Curry' },
      { meal_date: day(2), meal_type: 'breakfast', custom_meal_name: 'Oats' },
      { meal_date: day(9), meal_type: 'lunch', custom_meal_name: 'Wraps' },
    ]);
    const week = (
      await as(t, owner).get(`/meal-plans/${plan.id}/calendar?start=${day(-3)}&end=${day(6)}`)
    ).json<MealCalendar>();
    expect(week).toMatchObject({ meal_plan_id: plan.id, start: day(0), end: day(6) });
    expect(Object.keys(week.calendar)).toHaveLength(7);
    expect(Object.keys(week.calendar[day(0)]!)).toEqual(['breakfast', 'lunch', 'dinner', 'snack', 'dessert']);
    expect(week.calendar[day(2)]!.dinner.map((m) => m.custom_meal_name)).toEqual(['Curry']);
    expect(week.calendar[day(2)]!.breakfast.map((m) => m.custom_meal_name)).toEqual(['Oats']);
    expect(JSON.stringify(week)).not.toContain('Wraps');
    const whole = (await as(t, owner).get(`/meal-plans/${plan.id}/calendar`)).json<MealCalendar>();
    expect(Object.keys(whole.calendar)).toHaveLength(21);
    const bad = await as(t, owner).get(`/meal-plans/${plan.id}/calendar?start=${day(5)}&end=${day(1)}`);
    expect(bad.statusCode).toBe(422);
  });
});
