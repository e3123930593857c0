import { MEAL_PLAN_MESSAGES as M, type Meal, type MealPlan, RECIPE_MESSAGES } from '@potluck/api';
import { todayIn } from '@potluck/api/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe, fieldErrors, recipeBody } from '../recipes/recipe.fixtures';
import { addMeals, createPlan, day, setMealDate } from './meal-plan.fixtures';

describe('meals of a plan', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = await Promise.all([signedIn(t), signedIn(t)]);
  });
  afterAll(() => t.close());

  it('adds recipe and custom meals; servings default to the plan; recipe_name follows the recipe title', async () => {
    const recipe = await createRecipe(t, owner, { title: 'Lentil soup', servings: 2 });
    const plan = await createPlan(t, owner, { default_servings: 3 });
    const [soup, custom] = await addMeals(t, owner, plan.id, [
      { meal_date: day(1), meal_type: 'lunch', recipe_id: recipe.id, notes: 'double batch' },
      {
        meal_date: day(1),
        meal_type: 'dessert',
        custom_meal_name: 'Ice cream',
        custom_meal_notes: 'vanilla',
        servings: 6,
        ingredient_modifications: { sugar: 'half' },
      },
    ]);
    expect(soup).toMatchObject({
      recipe_id: recipe.id,
      recipe_name: 'Lentil soup',
      servings: 3,
      notes: 'double batch',
    });
    expect(custom).toMatchObject({ recipe_id: null, custom_meal_name: 'Ice cream', servings: 6 });
    expect(custom!.ingredient_modifications).toEqual({ sugar: 'half' });
    await as(t, owner).put(`/recipes/${recipe.id}`, recipeBody({ title: 'Red lentil soup', servings: 2 }));
    const read = (await as(t, owner).get(`/meal-plans/${plan.id}`)).json<MealPlan>();
    expect(read.meals.map((m) => m.recipe_name)).toEqual(['Red lentil soup', null]);
  });

  it('refuses a day outside the plan, a bad type, a meal with neither recipe nor name, and no meals', async () => {
    const plan = await createPlan(t, owner);
    const post = (meals: object[]) => as(t, owner).post(`/meal-plans/${plan.id}/meals/bulk`, { meals });
    expect(fieldErrors(await post([{ meal_date: day(9), meal_type: 'lunch', custom_meal_name: 'x' }]))).toEqual({
      'meals.0.meal_date': M.dateOutsidePlan,
    });
    expect(fieldErrors(await post([{ meal_date: day(1), meal_type: 'brunch', custom_meal_name: 'x' }]))).toEqual({
      'meals.0.meal_type': M.mealTypeInvalid,
    });
    expect(fieldErrors(await post([{ meal_date: day(1), meal_type: 'lunch' }]))).toEqual({
      'meals.0.custom_meal_name': M.mealNeedsRecipeOrName,
    });
    expect(fieldErrors(await post([]))).toEqual({ meals: M.mealsRequired });
    const servings = await post([{ meal_date: day(1), meal_type: 'lunch', custom_meal_name: 'x', servings: 0 }]);
    expect(fieldErrors(servings)).toEqual({ 'meals.0.servings': M.mealServingsRange });
    // All or nothing: nothing of a refused request was kept.
    expect((await as(t, owner).get(`/meal-plans/${plan.id}`)).json<MealPlan>().meals).toEqual([]);
  });

  it("refuses a recipe the member may not see (404), and another member's plan and meals (404)", async () => {
    const secret = await createRecipe(t, other, { title: 'Secret', visibility: 'private' });
    const plan = await createPlan(t, owner);
    const res = await as(t, owner).post(`/meal-plans/${plan.id}/meals/bulk`, {
      meals: [{ meal_date: day(1), meal_type: 'dinner', recipe_id: secret.id }],
    });
    expect(res.statusCode).toBe(404);
    expect(detail(res)).toBe(RECIPE_MESSAGES.notFound);
    const [meal] = await addMeals(t, owner, plan.id, [
      { meal_date: day(1), meal_type: 'dinner', custom_meal_name: 'x' },
    ]);
    const theirs = [
      await as(t, other).post(`/meal-plans/${plan.id}/meals/bulk`, {
        meals: [{ meal_date: day(1), meal_type: 'dinner', custom_meal_name: 'y' }],
      }),
      await as(t, other).put(`/meal-plans/meals/${meal!.id}`, { notes: 'mine' }),
      await as(t, other).del(`/meal-plans/meals/${meal!.id}`),
    ];
    expect(theirs.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect((await as(t, null).del(`/meal-plans/meals/${meal!.id}`)).statusCode).toBe(401);
    expect((await as(t, owner).get(`/meal-plans/${plan.id}`)).json<MealPlan>().meals).toHaveLength(1);
  });

  it('updates, moves and deletes meals on today and later', async () => {
    const plan = await createPlan(t, owner);
    const [meal] = await addMeals(t, owner, plan.id, [
      { meal_date: day(1), meal_type: 'lunch', custom_meal_name: 'x' },
    ]);
    const moved = await as(t, owner).put(`/meal-plans/meals/${meal!.id}`, {
      meal_date: day(0),
      meal_type: 'dinner',
      servings: 5,
      notes: 'early',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Meal>()).toMatchObject({ meal_date: day(0), meal_type: 'dinner', servings: 5, notes: 'early' });
    const outside = await as(t, owner).put(`/meal-plans/meals/${meal!.id}`, { meal_date: day(8) });
    expect(fieldErrors(outside)).toEqual({ meal_date: M.dateOutsidePlan });
    expect((await as(t, owner).del(`/meal-plans/meals/${meal!.id}`)).statusCode).toBe(204);
    expect((await as(t, owner).del(`/meal-plans/meals/${meal!.id}`)).statusCode).toBe(404);
  });

  it('past days are read-only: nothing added, moved in or out, changed or removed; ticking as cooked is allowed', async () => {
    const plan = await createPlan(t, owner, { start_date: day(-5), end_date: day(5) });
    const pastAdd = await as(t, owner).post(`/meal-plans/${plan.id}/meals/bulk`, {
      meals: [{ meal_date: day(-1), meal_type: 'lunch', custom_meal_name: 'late' }],
    });
    expect(fieldErrors(pastAdd)).toEqual({ 'meals.0.meal_date': M.pastDayReadOnly });
    const [past, future] = await addMeals(t, owner, plan.id, [
      { meal_date: day(1), meal_type: 'lunch', custom_meal_name: 'was planned' },
      { meal_date: day(2), meal_type: 'lunch', custom_meal_name: 'still ahead' },
    ]);
    await setMealDate(t, past!.id, day(-2));
    const put = (id: number, body: object) => as(t, owner).put(`/meal-plans/meals/${id}`, body);
    expect(fieldErrors(await put(past!.id, { meal_date: day(1) }))).toEqual({ id: M.pastDayReadOnly });
    expect(fieldErrors(await put(past!.id, { notes: 'edit' }))).toEqual({ id: M.pastDayReadOnly });
    expect(fieldErrors(await put(future!.id, { meal_date: day(-1) }))).toEqual({ meal_date: M.pastDayReadOnly });
    expect(fieldErrors(await as(t, owner).del(`/meal-plans/meals/${past!.id}`))).toEqual({ id: M.pastDayReadOnly });
    const ticked = await put(past!.id, { is_completed: true });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json<Meal>()).toMatchObject({ is_completed: true, meal_date: day(-2) });
  });

  it("today is the member's own date: the same day is past in one time zone and today in another", async () => {
    // UTC+14 and UTC-11 are 25 hours apart: at any instant Pago Pago's date is before Kiritimati's.
    const east = todayIn('Pacific/Kiritimati');
    const west = todayIn('Pacific/Pago_Pago');
    expect(west < east).toBe(true);
    const plan = await createPlan(t, owner, { start_date: day(-3), end_date: day(3) });
    const meal = { meal_date: west, meal_type: 'dinner', custom_meal_name: 'Boundary stew' };
    const inEast = await as(t, owner).post(`/meal-plans/${plan.id}/meals/bulk?tz=Pacific/Kiritimati`, {
      meals: [meal],
    });
    expect(fieldErrors(inEast)).toEqual({ 'meals.0.meal_date': M.pastDayReadOnly });
    const inWest = await as(t, owner).post(`/meal-plans/${plan.id}/meals/bulk?tz=Pacific/Pago_Pago`, {
      meals: [meal],
    });
    expect(inWest.statusCode).toBe(201);
    const id = inWest.json<{ items: Meal[] }>().items[0]!.id;
    expect(fieldErrors(await as(t, owner).del(`/meal-plans/meals/${id}?tz=Pacific/Kiritimati`))).toEqual({
      id: M.pastDayReadOnly,
    });
    expect((await as(t, owner).del(`/meal-plans/meals/${id}?tz=Pacific/Pago_Pago`)).statusCode).toBe(204);
    const badZone = await as(t, owner).del(`/meal-plans/meals/${id}?tz=Mars/Olympus`);
    expect(fieldErrors(badZone)).toEqual({ tz: M.timeZoneInvalid });
  });
});
