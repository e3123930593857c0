import type { MealPlan, MealPlanAnalytics, MealPlanTemplate, Page } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe, fieldErrors, signInAgain } from '../recipes/recipe.fixtures';
import { addMeals, createPlan, day, setMealDate } from './meal-plan.fixtures';

const shape = (plan: MealPlan) =>
  plan.meals.map((m) => [m.meal_date, m.meal_type, m.recipe_id, m.custom_meal_name, m.servings, m.is_completed]);

describe('duplicates, templates and analytics', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = await Promise.all([signedIn(t), signedIn(t)]);
  });
  afterAll(() => t.close());

  it("a duplicate keeps every meal's offset from the start, type, recipe and servings, not whether it was cooked", async () => {
    const recipe = await createRecipe(t, owner, { title: 'Duplicate chili' });
    const plan = await createPlan(t, owner, { start_date: day(1), end_date: day(7) });
    const [first] = await addMeals(t, owner, plan.id, [
      { meal_date: day(1), meal_type: 'dinner', recipe_id: recipe.id, servings: 6 },
      { meal_date: day(4), meal_type: 'breakfast', custom_meal_name: 'Pancakes', servings: 2 },
      { meal_date: day(7), meal_type: 'snack', custom_meal_name: 'Nuts' },
    ]);
    await as(t, owner).put(`/meal-plans/meals/${first!.id}`, { is_completed: true });
    const res = await as(t, owner).post(`/meal-plans/${plan.id}/duplicate`, {
      name: 'Week (Copy)',
      start_date: day(10),
      end_date: day(15),
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json<MealPlan>();
    expect(copy).toMatchObject({ name: 'Week (Copy)', start_date: day(10), end_date: day(15) });
    // The snack six days in falls after the shorter copy's end.
    expect(shape(copy)).toEqual([
      [day(10), 'dinner', recipe.id, null, 6, false],
      [day(13), 'breakfast', null, 'Pancakes', 2, false],
    ]);
    // The copy is a new plan: the source is unchanged.
    expect((await as(t, owner).get(`/meal-plans/${plan.id}`)).json<MealPlan>().meals).toHaveLength(3);
    const pastCopy = await as(t, owner).post(`/meal-plans/${plan.id}/duplicate`, {
      name: 'Back then',
      start_date: day(-3),
      end_date: day(3),
    });
    // Offset 0 lands three days ago (read-only, left out); offsets 3 (today) and 6 are copied.
    expect(shape(pastCopy.json<MealPlan>())).toEqual([
      [day(0), 'breakfast', null, 'Pancakes', 2, false],
      [day(3), 'snack', null, 'Nuts', 4, false],
    ]);
  });

  it('saves a plan as a template by day offset and starts a new plan from it at another date', async () => {
    const recipe = await createRecipe(t, owner, { title: 'Template tagine' });
    const plan = await createPlan(t, owner, { start_date: day(0), end_date: day(2), default_servings: 5 });
    await addMeals(t, owner, plan.id, [
      { meal_date: day(0), meal_type: 'lunch', recipe_id: recipe.id },
      { meal_date: day(2), meal_type: 'dinner', custom_meal_name: 'Leftovers' },
    ]);
    const saved = await as(t, owner).post(`/meal-plans/${plan.id}/save-as-template`, { name: ' Tagine days ' });
    expect(saved.statusCode).toBe(201);
    const template = saved.json<MealPlanTemplate>();
    expect(template).toMatchObject({
      name: 'Tagine days',
      duration_days: 3,
      default_servings: 5,
      is_public: false,
      is_own: true,
    });
    expect(template.meals.map((m) => [m.day_offset, m.meal_type, m.recipe_name, m.custom_meal_name])).toEqual([
      [0, 'lunch', 'Template tagine', null],
      [2, 'dinner', null, 'Leftovers'],
    ]);
    expect(fieldErrors(await as(t, owner).post(`/meal-plans/${plan.id}/save-as-template`, { name: ' ' }))).toEqual({
      name: 'Template name is required',
    });

    const started = await as(t, owner).post('/meal-plans/from-template', {
      template_id: template.id,
      start_date: day(20),
    });
    expect(started.statusCode).toBe(201);
    const fresh = started.json<MealPlan>();
    expect(fresh).toMatchObject({ name: 'Tagine days', start_date: day(20), end_date: day(22), default_servings: 5 });
    expect(fresh.meals.map((m) => [m.meal_date, m.meal_type, m.recipe_name ?? m.custom_meal_name, m.servings])).toEqual(
      [
        [day(20), 'lunch', 'Template tagine', 5],
        [day(22), 'dinner', 'Leftovers', 5],
      ],
    );
  });

  it('lists mine and public ones; only the owner edits or deletes; a private template is 404 to others', async () => {
    const plan = await createPlan(t, owner);
    const mine = (
      await as(t, owner).post(`/meal-plans/${plan.id}/save-as-template`, { name: 'Private T' })
    ).json<MealPlanTemplate>();
    const open = (
      await as(t, owner).post(`/meal-plans/${plan.id}/save-as-template`, { name: 'Public T', is_public: true })
    ).json<MealPlanTemplate>();
    const ids = async (member: Member, query = '') =>
      (await as(t, member).get(`/meal-plans/templates${query}`)).json<Page<MealPlanTemplate>>().items.map((x) => x.id);
    expect(await ids(owner)).toEqual(expect.arrayContaining([mine.id, open.id]));
    expect(await ids(other)).toContain(open.id);
    expect(await ids(other)).not.toContain(mine.id);
    expect(await ids(other, '?include_public=false')).not.toContain(open.id);
    expect((await as(t, other).get(`/meal-plans/templates/${mine.id}`)).statusCode).toBe(404);
    expect((await as(t, other).get(`/meal-plans/templates/${open.id}`)).json<MealPlanTemplate>().is_own).toBe(false);
    expect((await as(t, other).put(`/meal-plans/templates/${open.id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await as(t, other).del(`/meal-plans/templates/${open.id}`)).statusCode).toBe(404);
    const used = await as(t, other).post('/meal-plans/from-template', { template_id: open.id, start_date: day(1) });
    expect(used.statusCode).toBe(201);
    const hidden = await as(t, other).post('/meal-plans/from-template', { template_id: mine.id, start_date: day(1) });
    expect(hidden.statusCode).toBe(404);
    const renamed = await as(t, owner).put(`/meal-plans/templates/${open.id}`, { name: 'Renamed T', is_public: false });
    expect(renamed.json<MealPlanTemplate>()).toMatchObject({ name: 'Renamed T', is_public: false });
    expect((await as(t, owner).del(`/meal-plans/templates/${open.id}`)).statusCode).toBe(204);
    expect((await as(t, null).get('/meal-plans/templates')).statusCode).toBe(401);
  });

  it('analytics count plans, meals, completion, types and the most planned recipes from stored data', async () => {
    const member = await signedIn(t);
    const soup = await createRecipe(t, member, { title: 'Analytics soup' });
    const pie = await createRecipe(t, member, { title: 'Analytics pie' });
    const a = await createPlan(t, member, { start_date: day(-3), end_date: day(6) });
    const b = await createPlan(t, member);
    const meals = await addMeals(t, member, a.id, [
      { meal_date: day(1), meal_type: 'dinner', recipe_id: soup.id },
      { meal_date: day(2), meal_type: 'dinner', recipe_id: soup.id },
      { meal_date: day(3), meal_type: 'lunch', recipe_id: pie.id },
    ]);
    await addMeals(t, member, b.id, [{ meal_date: day(1), meal_type: 'snack', custom_meal_name: 'Apple' }]);
    await setMealDate(t, meals[0]!.id, day(-1));
    await as(t, member).put(`/meal-plans/meals/${meals[0]!.id}`, { is_completed: true });
    const res = await as(t, member).get('/meal-plans/analytics?days=30');
    expect(res.statusCode).toBe(200);
    expect(res.json<MealPlanAnalytics>()).toEqual({
      days: 30,
      total_plans: 2,
      total_meals: 4,
      completed_meals: 1,
      completion_rate: 25,
      planning_consistency: { avg_meals_per_plan: 2 },
      favorite_meal_types: { breakfast: 0, lunch: 1, dinner: 2, snack: 1, dessert: 0 },
      most_planned_recipes: [
        { recipe_id: soup.id, recipe_name: 'Analytics soup', count: 2 },
        { recipe_id: pie.id, recipe_name: 'Analytics pie', count: 1 },
      ],
    });
    expect((await as(t, member).get('/meal-plans/analytics?days=0')).statusCode).toBe(422);
    // A window that starts after the plans were made counts nothing (the last test: the clock stays moved).
    t.clock.advance(3 * 86_400_000);
    const later = await as(t, await signInAgain(t, member)).get('/meal-plans/analytics?days=1');
    expect(later.json<MealPlanAnalytics>()).toMatchObject({ total_plans: 0, total_meals: 0, completion_rate: 0 });
  });
});
