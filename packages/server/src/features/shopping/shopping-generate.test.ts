import { RECIPE_MESSAGES, SHOPPING_MESSAGES as M, type ShoppingList } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe, fieldErrors } from '../recipes/recipe.fixtures';

const ingredient = (ingredient_name: string, amount: number | null, unit: string | null = null) => ({
  ingredient_name,
  amount,
  unit,
});

describe('shopping lists from recipes', () => {
  let t: TestApp;
  let cook: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [cook, other] = await Promise.all([signedIn(t), signedIn(t)]);
  });
  afterAll(() => t.close());

  const generate = (member: Member, body: Record<string, unknown>) =>
    as(t, member).post('/shopping/lists/from-recipes', body);
  const rows = (list: ShoppingList) => list.items.map((i) => [i.name, i.amount, i.unit]);

  it('merges the same ingredient across recipes within unit families, scaled by servings', async () => {
    const pancakes = await createRecipe(t, cook, {
      title: 'Pancakes',
      servings: 2,
      ingredients: [
        ingredient('Flour', 200, 'g'),
        ingredient('Eggs', 2),
        ingredient('Milk', 1, 'cup'),
        ingredient('Butter', 2, 'tbsp'),
      ],
    });
    const cake = await createRecipe(t, other, {
      title: 'Sponge Cake',
      servings: 8,
      ingredients: [
        ingredient('flour', 0.5, 'kg'),
        ingredient('egg', 4),
        ingredient('milk', 250, 'ml'),
        ingredient('flour', 1, 'cup'),
        ingredient('tomato paste', 1, 'tbsp'),
        ingredient('Tomatoes', 2),
      ],
    });
    // Pancakes doubled (4 servings), the cake as written (its own 8): 400 g + 0.5 kg of flour is 900 g.
    const res = await generate(cook, {
      name: '',
      recipe_ids: [pancakes.id, cake.id],
      servings_override: { [pancakes.id]: 4 },
      preferred_store: 'Market',
    });
    expect(res.statusCode).toBe(201);
    const list = res.json<ShoppingList>();
    expect(list.name).toBe('Shopping for Pancakes and Sponge Cake');
    expect(list.preferred_store).toBe('Market');
    expect(rows(list)).toEqual(
      expect.arrayContaining([
        ['Flour', 900, 'g'],
        ['flour', 1, 'cup'],
        ['Eggs', 8, null],
        ['Milk', 723.18, 'ml'],
        ['Butter', 4, 'tbsp'],
        ['tomato paste', 1, 'tbsp'],
        ['Tomatoes', 2, null],
      ]),
    );
    expect(list.items).toHaveLength(7);
    expect(list.items.find((i) => i.name === 'Eggs')).toMatchObject({ category: 'Dairy & Eggs', recipe_id: null });
    expect(list.items.find((i) => i.name === 'Butter')).toMatchObject({ recipe_id: pancakes.id });
    // Store walk: produce first, then dairy, then the pantry.
    expect(list.items[0]!.category).toBe('Produce');
  });

  it('keeps every row apart without merging, and uses the recipe servings (else 4) by default', async () => {
    const soup = await createRecipe(t, cook, {
      title: 'Soup',
      servings: 4,
      ingredients: [ingredient('Onion', 1), ingredient('onions', 2)],
    });
    const list = (await generate(cook, { recipe_ids: [soup.id], merge_similar_items: false })).json<ShoppingList>();
    expect(rows(list)).toEqual([
      ['Onion', 1, null],
      ['onions', 2, null],
    ]);
    expect(list.name).toBe('Shopping for Soup');
    const merged = (await generate(cook, { recipe_ids: [soup.id], name: '  My soup  ' })).json<ShoppingList>();
    expect(rows(merged)).toEqual([['Onion', 3, null]]);
    expect(merged.name).toBe('My soup');
  });

  it("names a list of many recipes 'Shopping for A, B and N more'", async () => {
    const ids = [];
    for (const title of ['One', 'Two', 'Three', 'Four']) ids.push((await createRecipe(t, cook, { title })).id);
    const list = (await generate(cook, { recipe_ids: ids })).json<ShoppingList>();
    expect(list.name).toBe('Shopping for One, Two and 2 more');
  });

  it('refuses no recipe, bad servings, and recipes the member may not see', async () => {
    const none = await generate(cook, { recipe_ids: [] });
    expect(none.statusCode).toBe(422);
    expect(fieldErrors(none)).toEqual({ recipe_ids: M.recipesRequired });
    const draft = await createRecipe(t, other, { title: 'Secret draft', status: 'draft' });
    const zero = await generate(cook, { recipe_ids: [draft.id], servings_override: { [draft.id]: 0 } });
    expect(zero.statusCode).toBe(422);
    expect(Object.values(fieldErrors(zero))).toEqual([M.servingsMin]);
    const hidden = await generate(cook, { recipe_ids: [draft.id] });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: RECIPE_MESSAGES.notFound });
    expect((await generate(other, { recipe_ids: [draft.id] })).statusCode).toBe(201);
    expect((await as(t, null).post('/shopping/lists/from-recipes', { recipe_ids: [draft.id] })).statusCode).toBe(401);
  });
});
