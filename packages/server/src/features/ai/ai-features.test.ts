import type { Recipe } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../test/fake-openai';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';
import { aiRecipe, chefRequests, startFake, useFake } from './ai.fixtures';

const PASTED = `Grandma's Pancakes

Ingredients
- 2 cups flour
- 1 1/2 cups milk
- 2 eggs

Instructions
1. Whisk everything together.
2. Fry in a hot pan.`;

let t: TestApp;
let fake: FakeOpenAi;
let admin: Member;
let member: Member;

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestApp(), startFake()]);
  [admin, member] = await Promise.all([signedIn(t, { role: 'admin' }), signedIn(t)]);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('POST /ai/parse-recipe without a key: the built-in parser', () => {
  it('reads the text and says so', async () => {
    const res = await as(t, member).post('/ai/parse-recipe', { text: PASTED });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, parser: 'builtin', recipe: { title: "Grandma's Pancakes" } });
    expect(body.recipe.ingredients[1]).toMatchObject({ amount: 1.5, unit: 'cup', ingredient_name: 'milk' });
    expect(body.recipe.instructions.map((s: { step_number: number }) => s.step_number)).toEqual([1, 2]);
    expect(['high', 'medium', 'low']).toContain(body.ai_confidence);
  });

  it('applies the spec text rules and needs a session', async () => {
    const empty = await as(t, member).post('/ai/parse-recipe', { text: '   ' });
    expect(detail(empty)).toEqual([expect.objectContaining({ msg: 'Please enter some recipe text to parse' })]);
    const short = await as(t, member).post('/ai/parse-recipe', { text: 'Pancakes with flour and milk' });
    expect(detail(short)).toEqual([
      expect.objectContaining({
        msg: 'Recipe text is too short. Please provide more details including ingredients and instructions.',
      }),
    ]);
    expect((await as(t, null).post('/ai/parse-recipe', { text: PASTED })).statusCode).toBe(401);
  });

  it('other AI features answer 503 with a clear detail until a key is set', async () => {
    const res = await as(t, member).post('/ai/famous-chefs-for-dish', { dish_name: 'carbonara' });
    expect(res.statusCode).toBe(503);
    expect(detail(res)).toMatch(/not configured/);
  });
});

describe('with a key', () => {
  beforeAll(() => useFake(t, admin, fake));

  it('parse uses the AI, or the built-in parser when enhance is false', async () => {
    expect((await as(t, member).post('/ai/parse-recipe', { text: PASTED })).json().parser).toBe('ai');
    const before = chefRequests(fake).length;
    expect((await as(t, member).post('/ai/parse-recipe', { text: PASTED, enhance: false })).json().parser).toBe(
      'builtin',
    );
    expect(chefRequests(fake)).toHaveLength(before);
  });

  it('enhance-recipe and suggest-ingredients', async () => {
    const draft = {
      ...aiRecipe(),
      description: null,
      notes: null,
      tags: [],
      nutrition_json: null,
      servings: 4,
      prep_time_minutes: null,
      cook_time_minutes: null,
      difficulty: null,
      cuisine_type: null,
      meal_type: null,
      ingredients: [
        { ingredient_name: 'tomatoes', amount: 1, unit: 'kg', preparation: null, notes: null, is_optional: false },
      ],
      instructions: [{ step_number: 1, instruction: 'Roast.', time_minutes: null, temperature: null }],
    };
    const enhanced = await as(t, member).post('/ai/enhance-recipe', { recipe_data: draft });
    expect(enhanced.json()).toMatchObject({
      success: true,
      recipe: { title: 'Roasted tomato soup' },
      suggestions: ['Clearer steps'],
    });
    const suggested = await as(t, member).post('/ai/suggest-ingredients?recipe_title=Pesto&cuisine_type=italian');
    expect(suggested.json()).toEqual({
      success: true,
      ingredients: [{ ingredient_name: 'basil', amount: 1, unit: 'cup' }],
    });
  });

  it('famous chefs for a dish, none for nonsense, one chef and several chefs', async () => {
    expect((await as(t, member).post('/ai/famous-chefs-for-dish', { dish_name: 'Carbonara' })).json()).toEqual({
      success: true,
      famous_chefs: ['Massimo Bottura', 'Gino D’Acampo'],
    });
    expect((await as(t, member).post('/ai/famous-chefs-for-dish', { dish_name: 'asdfgh' })).json()).toEqual({
      success: false,
      famous_chefs: [],
    });
    const one = await as(t, member).post('/ai/single-chef-recipe', {
      recipe_query: 'Carbonara',
      chef_name: 'Massimo Bottura',
    });
    expect(one.json()).toEqual({
      success: true,
      chef_variation: {
        chef_name: 'Massimo Bottura',
        recipe_title: 'Carbonara alla Bottura',
        recipe_content: expect.stringContaining('spaghetti'),
      },
    });
    expect(
      (await as(t, member).post('/ai/multi-chef-recipes', { recipe_query: 'Carbonara' })).json().variations,
    ).toHaveLength(1);
    expect(detail(await as(t, member).post('/ai/famous-chefs-for-dish', { dish_name: ' ' }))).toEqual([
      expect.objectContaining({ msg: 'Please enter a dish name' }),
    ]);
  });

  it('the home assistant answers and points to family recipes the member can see', async () => {
    const author = await signedIn(t);
    const listed: Recipe = await createRecipe(t, author, { title: 'Tomato bruschetta', status: 'published' });
    await createRecipe(t, author, { title: 'Tomato secret sauce', status: 'published', visibility: 'private' });
    const res = await as(t, member).post('/ai/cooking-assistant', { question: 'What should I cook tonight?' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.answer).toBe('Soup is perfect tonight.');
    expect(body.recipes.map((r: Recipe) => r.id)).toContain(listed.id);
    expect(body.recipes.map((r: Recipe) => r.title)).not.toContain('Tomato secret sauce');
    const discover = (await as(t, member).get('/recipes/discover')).json().items as Recipe[];
    expect(discover.length).toBeGreaterThan(0);
    expect(discover.length).toBeLessThanOrEqual(3);
    expect(discover.map((r) => r.title)).not.toContain('Tomato secret sauce');
  });

  it('nutrition analysis, and parse-nutrition onto a recipe for its editors', async () => {
    const analysis = await as(t, member).post('/ai/analyze-nutrition', { text: '2 cups flour\n2 eggs', servings: 2 });
    expect(analysis.json()).toMatchObject({
      success: true,
      nutrition_data: { servings: 2, per_serving: { calories: 320, protein_g: 12.5, iron_mg: 0 } },
    });
    expect((await as(t, member).post('/ai/analyze-nutrition', { text: 'no food here', servings: 2 })).json()).toEqual({
      success: false,
      nutrition_data: null,
    });
    const mine = await createRecipe(t, member);
    const parsed = await as(t, member).post('/recipes/parse-nutrition', {
      recipe_id: mine.id,
      text: 'Calories 320, Protein 12.5 g',
    });
    expect(parsed.json()).toMatchObject({ success: true, message: 'Nutrition data parsed successfully!' });
    expect((await as(t, member).get(`/recipes/${mine.id}`)).json<Recipe>().nutrition_json?.per_serving.calories).toBe(
      320,
    );
    const nothing = await as(t, member).post('/recipes/parse-nutrition', { recipe_id: mine.id, text: 'no food' });
    expect(nothing.json()).toMatchObject({ success: false, message: 'No nutrition information found' });
    const someoneElse = await signedIn(t);
    expect(
      (await as(t, someoneElse).post('/recipes/parse-nutrition', { recipe_id: mine.id, text: 'Calories 1' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('saving an AI recipe', () => {
  it('keeps the ai_generated flag of the saved-AI-recipe payload', async () => {
    const saved = await createRecipe(t, member, {
      title: 'Carbonara alla Bottura',
      visibility: 'private',
      difficulty: 'medium',
      servings: 4,
      notes: 'Generated by AI Cooking Assistant',
      ai_generated: true,
    });
    expect(saved).toMatchObject({ ai_generated: true, visibility: 'private' });
    expect((await createRecipe(t, member)).ai_generated).toBe(false);
  });
});
