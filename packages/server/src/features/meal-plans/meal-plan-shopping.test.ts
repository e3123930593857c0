import { MEAL_PLAN_MESSAGES as M, type ShoppingList } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe, fieldErrors } from '../recipes/recipe.fixtures';
import { addMeals, createPlan, day } from './meal-plan.fixtures';

const ingredient = (ingredient_name: string, amount: number | null, unit: string | null = null) => ({
  ingredient_name,
  amount,
  unit,
});

describe('a shopping list from a meal plan', () => {
  let t: TestApp;
  let cook: Member;
  let other: Member;
  let planId: number;
  beforeAll(async () => {
    t = await createTestApp();
    [cook, other] = await Promise.all([signedIn(t), signedIn(t)]);
    const pancakes = await createRecipe(t, cook, {
      title: 'Plan pancakes',
      servings: 2,
      ingredients: [ingredient('Flour', 200, 'g'), ingredient('Eggs', 2), ingredient('Milk', 1, 'cup')],
    });
    const bread = await createRecipe(t, cook, {
      title: 'Plan bread',
      servings: 1,
      ingredients: [ingredient('flour', 0.5, 'kg'), ingredient('Salt', 1, 'tsp')],
    });
    const plan = await createPlan(t, cook, { start_date: day(0), end_date: day(6) });
    planId = plan.id;
    await addMeals(t, cook, plan.id, [
      // 4 servings of a 2-serving recipe: everything doubled.
      { meal_date: day(1), meal_type: 'breakfast', recipe_id: pancakes.id, servings: 4 },
      { meal_date: day(2), meal_type: 'lunch', recipe_id: bread.id, servings: 1 },
      { meal_date: day(2), meal_type: 'dinner', custom_meal_name: 'Takeaway' },
      { meal_date: day(5), meal_type: 'breakfast', recipe_id: pancakes.id, servings: 2 },
    ]);
  });
  afterAll(() => t.close());

  const generate = (member: Member, body: Record<string, unknown>) =>
    as(t, member).post('/shopping/lists/from-meal-plan', { meal_plan_id: planId, name: 'Plan shop', ...body });
  const rows = (list: ShoppingList) =>
    Object.fromEntries(list.items.map((i) => [i.name.toLowerCase(), [i.amount, i.unit]]));

  it("scales each recipe by the meal's servings and merges the same ingredient across the chosen days", async () => {
    const res = await generate(cook, { dates: [day(1), day(2)], description: 'Weekend' });
    expect(res.statusCode).toBe(201);
    const list = res.json<ShoppingList>();
    expect(list).toMatchObject({ name: 'Plan shop', description: 'Weekend' });
    // 400 g (doubled) + 0.5 kg = 900 g of flour in one row; custom meals add nothing.
    const byName = rows(list);
    expect(byName['flour']).toEqual([900, 'g']);
    expect(byName['eggs']?.[0]).toBe(4);
    expect(byName['milk']?.[0]).toBe(2);
    expect(Object.keys(byName)).toHaveLength(4);
    expect(JSON.stringify(list)).not.toContain('Takeaway');
  });

  it('without a day choice takes the whole plan; a date range takes its days; without merging rows stay apart', async () => {
    const all = (await generate(cook, {})).json<ShoppingList>();
    expect(rows(all)['eggs']?.[0]).toBe(6);
    const range = (await generate(cook, { date_range: { start_date: day(3), end_date: day(6) } })).json<ShoppingList>();
    expect(rows(range)['eggs']?.[0]).toBe(2);
    const apart = (await generate(cook, { merge_similar_items: false })).json<ShoppingList>();
    expect(apart.items.filter((i) => i.name.toLowerCase() === 'flour')).toHaveLength(3);
  });

  it('keeps the name as typed and refuses no day, a blank name and days outside the plan', async () => {
    const typed = await generate(cook, { name: '  Big shop ', dates: [day(1)] });
    expect(typed.json<ShoppingList>().name).toBe('  Big shop ');
    expect(fieldErrors(await generate(cook, { dates: [] }))).toEqual({ dates: M.daysRequired });
    expect(fieldErrors(await generate(cook, { dates: [day(30)] }))).toEqual({ dates: M.daysRequired });
    expect(fieldErrors(await generate(cook, { name: '  ' }))).toEqual({ name: 'List name is required' });
  });

  it("another member's plan is 404 and an anonymous caller 401", async () => {
    const res = await generate(other, {});
    expect(res.statusCode).toBe(404);
    expect(detail(res)).toBe(M.notFound);
    expect(
      (await as(t, null).post('/shopping/lists/from-meal-plan', { meal_plan_id: planId, name: 'x' })).statusCode,
    ).toBe(401);
  });
});
