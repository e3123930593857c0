import { RECIPE_MESSAGES as M, type Recipe } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe, fieldErrors, recipeBody } from './recipe.fixtures';

describe('recipes: validation (spec 000 §5, exact messages)', () => {
  let t: TestApp;
  let author: Member;
  beforeAll(async () => {
    t = await createTestApp();
    author = await signedIn(t);
  });
  afterAll(() => t.close());

  const post = (body: unknown) => as(t, author).post('/recipes', body);

  it.each([
    ['title missing', { title: undefined }, 'title', M.titleRequired],
    ['title blank', { title: '   ' }, 'title', M.titleRequired],
    ['prep time negative', { prep_time_minutes: -1 }, 'prep_time_minutes', M.prepTimePositive],
    ['prep time not a number', { prep_time_minutes: 'soon' }, 'prep_time_minutes', M.prepTimePositive],
    ['cook time negative', { cook_time_minutes: -5 }, 'cook_time_minutes', M.cookTimePositive],
    ['servings zero', { servings: 0 }, 'servings', M.servingsMin],
    ['servings not a number', { servings: 'many' }, 'servings', M.servingsMin],
    [
      'ingredient without a name',
      { ingredients: [{ ingredient_name: '', amount: 2, unit: 'cup' }] },
      'ingredients.0.ingredient_name',
      M.ingredientNameRequired,
    ],
    [
      'amount not a number',
      { ingredients: [{ ingredient_name: 'flour', amount: 'two' }] },
      'ingredients.0.amount',
      'Amount must be a number',
    ],
    [
      'step with a time but no text',
      { instructions: [{ instruction: ' ', time_minutes: 5 }] },
      'instructions.0.instruction',
      M.instructionRequired,
    ],
    [
      'only blank ingredient rows',
      { ingredients: [{ ingredient_name: '' }, { ingredient_name: '  ', unit: '' }] },
      'ingredients',
      M.atLeastOneIngredient,
    ],
    ['no ingredients at all', { ingredients: undefined }, 'ingredients', M.atLeastOneIngredient],
    ['only blank steps', { instructions: [{ instruction: '' }, {}] }, 'instructions', M.atLeastOneInstruction],
    ['no steps at all', { instructions: [] }, 'instructions', M.atLeastOneInstruction],
  ])('%s → 422', async (_name, overrides, field, message) => {
    const res = await post({ ...recipeBody(), ...overrides });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res)[field]).toBe(message);
  });

  it('reports every problem at once', async () => {
    const res = await post({
      title: '',
      prep_time_minutes: -1,
      cook_time_minutes: -1,
      servings: 0,
      ingredients: [],
      instructions: [],
    });
    expect(fieldErrors(res)).toEqual({
      title: M.titleRequired,
      prep_time_minutes: M.prepTimePositive,
      cook_time_minutes: M.cookTimePositive,
      servings: M.servingsMin,
      ingredients: M.atLeastOneIngredient,
      instructions: M.atLeastOneInstruction,
    });
  });

  it('drops blank rows, renumbers steps from 1 and keeps amounts to 0.01', async () => {
    const recipe = await createRecipe(t, author, {
      ingredients: [
        { ingredient_name: '' },
        { ingredient_name: 'flour', amount: 1.004 },
        { ingredient_name: ' ', unit: ' ' },
        { ingredient_name: 'salt', amount: 0.125 },
      ],
      instructions: [
        { instruction: '' },
        { instruction: 'Mix.' },
        { instruction: '   ' },
        { instruction: 'Bake.', temperature: '180°C' },
      ],
    });
    expect(recipe.ingredients.map((i) => [i.ingredient_name, i.amount])).toEqual([
      ['flour', 1],
      ['salt', 0.13],
    ]);
    expect(recipe.instructions.map((s) => [s.step_number, s.instruction, s.temperature])).toEqual([
      [1, 'Mix.', null],
      [2, 'Bake.', '180°C'],
    ]);
  });

  it('PUT applies the same rules and messages', async () => {
    const recipe = await createRecipe(t, author);
    const res = await as(t, author).put(`/recipes/${recipe.id}`, {
      title: ' ',
      ingredients: [{}],
      instructions: [{ instruction: '' }],
    });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res)).toEqual({
      title: M.titleRequired,
      ingredients: M.atLeastOneIngredient,
      instructions: M.atLeastOneInstruction,
    });
    const unchanged = await as(t, author).get(`/recipes/${recipe.id}`);
    expect(unchanged.json<Recipe>().version).toBe(1);
  });

  it('bad input is never a 500', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'recipe',
      42,
      { title: 7 },
      { ...recipeBody(), ingredients: 'flour' },
      { ...recipeBody(), ingredients: [null, 3, 'x'] },
      { ...recipeBody(), category_ids: ['a'] },
      { ...recipeBody(), tags: [{}] },
      { ...recipeBody(), servings: 1e308 },
      { ...recipeBody(), difficulty: 'extreme' },
      { ...recipeBody(), cuisine_type: 'martian' },
      { ...recipeBody(), source_url: 'not a url' },
      { ...recipeBody(), nutrition_json: { per_serving: { calories: -1 }, servings: 0 } },
      { ...recipeBody(), title: 'x'.repeat(10_000) },
    ];
    for (const body of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/recipes',
        headers: { ...author.auth, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
    for (const path of [
      '/recipes?limit=0',
      '/recipes?limit=abc',
      '/recipes?sort_by=drop',
      '/recipes?offset=-1',
      '/recipes?category_id=x',
      '/recipes/0',
      '/recipes/-1',
      '/recipes/1e99',
      '/recipes/slug/' + 'x'.repeat(300),
    ]) {
      const res = await as(t, author).get(path);
      expect(res.statusCode, path).toBe(422);
    }
  });
});
