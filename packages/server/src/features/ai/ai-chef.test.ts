import type { Recipe } from '@potluck/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../test/fake-openai';
import { type TestApp, createTestApp, detail, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';
import { RESPONDERS, chefRequests, startFake, useFake } from './ai.fixtures';

let t: TestApp;
let fake: FakeOpenAi;
let admin: Member;
let author: Member;
let other: Member;
let recipe: Recipe;
let secret: Recipe;

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestApp(), startFake()]);
  [admin, author, other] = await Promise.all([signedIn(t, { role: 'admin' }), signedIn(t), signedIn(t)]);
  await useFake(t, admin, fake);
  recipe = await createRecipe(t, author, { title: 'Nonna’s tomato soup', status: 'published' });
  secret = await createRecipe(t, author, { title: 'Secret family ragù', visibility: 'private' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => void fake.requests.splice(0));

describe('POST /ai-chef/ask-chef', () => {
  it('answers grounded in the recipe the member can see', async () => {
    const res = await as(t, other).post('/ai-chef/ask-chef', { recipe_id: recipe.id, question: 'Can I freeze it?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      answer: expect.stringContaining('Can I freeze it?'),
      has_modifications: false,
      suggested_modifications: null,
    });
    const sent = chefRequests(fake)[0]?.body?.messages?.at(-1)?.content ?? '';
    expect(sent).toContain('Title: Nonna’s tomato soup');
    expect(sent).toContain('Blister the tomatoes');
  });

  it('returns the modified recipe when the answer changes it', async () => {
    const res = await as(t, other).post('/ai-chef/ask-chef', { recipe_id: recipe.id, question: 'Make it vegan?' });
    expect(res.json()).toMatchObject({
      has_modifications: true,
      suggested_modifications: {
        title: 'Vegan tomato soup',
        ingredients: expect.arrayContaining([expect.objectContaining({ ingredient_name: 'olive oil' })]),
      },
    });
  });

  it("never sends another member's private recipe to the provider (404 first), needs a question and a session", async () => {
    const res = await as(t, other).post('/ai-chef/ask-chef', { recipe_id: secret.id, question: 'What is in it?' });
    expect(res.statusCode).toBe(404);
    expect(chefRequests(fake)).toHaveLength(0);
    const blank = await as(t, other).post('/ai-chef/ask-chef', { recipe_id: recipe.id, question: '   ' });
    expect(detail(blank)).toEqual([expect.objectContaining({ msg: 'Please enter a question for the chef' })]);
    expect((await as(t, null).post('/ai-chef/ask-chef', { recipe_id: recipe.id, question: 'x' })).statusCode).toBe(401);
    expect(
      (await as(t, author).post('/ai-chef/ask-chef', { recipe_id: secret.id, question: 'Wine pairing?' })).statusCode,
    ).toBe(200);
  });
});

describe('POST /ai-chef/create-version-from-ai', () => {
  it("makes the chef's recipe the new current version; the version list shows it", async () => {
    const mine = await createRecipe(t, author, { title: 'Tomato soup base' });
    const ask = (
      await as(t, author).post('/ai-chef/ask-chef', { recipe_id: mine.id, question: 'Vegan substitute for butter?' })
    ).json();
    const res = await as(t, author).post('/ai-chef/create-version-from-ai', {
      recipe_id: mine.id,
      ai_response: ask.answer,
      modifications: ask.suggested_modifications,
      version_name: 'Vegan version',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'New recipe version created successfully!',
      version_number: 2,
      recipe_id: mine.id,
    });
    const versions = (await as(t, author).get(`/ai-chef/recipe/${mine.id}/versions`)).json().versions;
    expect(versions[0]).toMatchObject({ version_number: 2, change_summary: 'Vegan version', is_current: true });
    expect((await as(t, author).get(`/recipes/${mine.id}`)).json().title).toBe('Vegan tomato soup');
    const again = await as(t, author).post('/ai-chef/create-version-from-ai', {
      recipe_id: mine.id,
      ai_response: ask.answer,
      modifications: ask.suggested_modifications,
    });
    expect(again.statusCode).toBe(422);
  });

  it('is for editors only: another member 403, private 404, anonymous 401; invalid modifications 422', async () => {
    const modifications = {
      ...(RESPONDERS.parsed_recipe!({ path: '', authorization: '', body: undefined }) as { recipe: object }),
    }.recipe;
    const body = (id: number) => ({
      recipe_id: id,
      ai_response: 'x',
      modifications: {
        ...modifications,
        nutrition_json: null,
        notes: null,
        tags: [],
        description: null,
        instructions: [{ step_number: 1, instruction: 'Stir.', time_minutes: null, temperature: null }],
        ingredients: [
          { ingredient_name: 'salt', amount: null, unit: null, preparation: null, notes: null, is_optional: false },
        ],
      },
    });
    expect((await as(t, other).post('/ai-chef/create-version-from-ai', body(recipe.id))).statusCode).toBe(403);
    expect((await as(t, other).post('/ai-chef/create-version-from-ai', body(secret.id))).statusCode).toBe(404);
    expect((await as(t, null).post('/ai-chef/create-version-from-ai', body(recipe.id))).statusCode).toBe(401);
    const empty = await as(t, author).post('/ai-chef/create-version-from-ai', {
      ...body(recipe.id),
      modifications: { ...body(recipe.id).modifications, ingredients: [] },
    });
    expect(empty.statusCode).toBe(422);
    expect((await as(t, admin).post('/ai-chef/create-version-from-ai', body(recipe.id))).statusCode).toBe(200);
  });
});

describe('AI recommendations on a recipe', () => {
  it('generates for any viewer; saving and clearing need edit permission', async () => {
    const mine = await createRecipe(t, author, { status: 'published' });
    const generated = await as(t, other).post(`/recipes/${mine.id}/generate-ai-suggestions`);
    expect(generated.statusCode).toBe(200);
    const suggestions = generated.json().ai_suggestions;
    expect(suggestions).toMatchObject({
      cooking_tips: ['Roast until the edges char.'],
      required_tools: [{ tool_name: 'Blender', category: 'mixing' }],
    });
    expect(
      (await as(t, other).patch(`/recipes/${mine.id}/ai-suggestions`, { ai_suggestions_json: suggestions })).statusCode,
    ).toBe(403);
    expect(
      (await as(t, null).patch(`/recipes/${mine.id}/ai-suggestions`, { ai_suggestions_json: suggestions })).statusCode,
    ).toBe(401);
    expect(
      (await as(t, author).patch(`/recipes/${mine.id}/ai-suggestions`, { ai_suggestions_json: suggestions }))
        .statusCode,
    ).toBe(200);
    const saved = (await as(t, other).get(`/recipes/${mine.id}`)).json<Recipe>();
    expect(saved.ai_suggestions).toEqual(suggestions);
    expect(saved.required_tools).toEqual(suggestions.required_tools);
    expect((await as(t, other).del(`/recipes/${mine.id}/ai-suggestions`)).statusCode).toBe(403);
    expect((await as(t, author).del(`/recipes/${mine.id}/ai-suggestions`)).statusCode).toBe(204);
    expect((await as(t, other).get(`/recipes/${mine.id}`)).json<Recipe>().ai_suggestions).toBeNull();
    expect((await as(t, other).post(`/recipes/${secret.id}/generate-ai-suggestions`)).statusCode).toBe(404);
  });

  it('an empty answer is "No recommendations were generated. Please try again."', async () => {
    fake.enqueue({ json: { cooking_tips: [] } });
    const res = await as(t, author).post(`/recipes/${recipe.id}/generate-ai-suggestions`);
    expect(res.statusCode).toBe(502);
    expect(detail(res)).toBe('No recommendations were generated. Please try again.');
  });
});
