import { RECIPE_MESSAGES, type Recipe } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe, recipeBody } from './recipe.fixtures';

describe('recipes: create, read, update, delete', () => {
  let t: TestApp;
  let author: Member;
  beforeAll(async () => {
    t = await createTestApp();
    author = await signedIn(t);
  });
  afterAll(() => t.close());

  it('POST creates a recipe with ordered rows, tags, categories, a slug and version 1', async () => {
    const res = await as(t, author).post(
      '/recipes/',
      recipeBody({ category_ids: [1, 9], tags: ['Quick', ' quick ', 'Weeknight  Dinner'] }),
    );
    expect(res.statusCode).toBe(201);
    const recipe = res.json<Recipe>();
    expect(recipe).toMatchObject({
      title: 'Weeknight Tomato Pasta',
      status: 'published',
      visibility: 'public',
      servings: 4,
      difficulty: 'easy',
      total_time: 30,
      author_id: author.id,
      author_username: author.username,
      version: 1,
      is_current: true,
      like_count: 0,
      view_count: 0,
      bookmark_count: 0,
      slug: 'weeknight-tomato-pasta',
      images: [],
    });
    expect(recipe.ingredients.map((i) => i.ingredient_name)).toEqual(['spaghetti', 'cherry tomatoes', 'garlic']);
    expect(recipe.ingredients[1]).toMatchObject({ amount: 2, unit: 'cup', preparation: 'halved', is_optional: false });
    expect(recipe.instructions.map((s) => s.step_number)).toEqual([1, 2]);
    expect(recipe.tags.map((x) => x.name)).toEqual(['quick', 'weeknight dinner']);
    expect(recipe.categories.map((c) => c.name)).toEqual(['Breakfast', 'Vegetarian']);
    expect(recipe.categories[0]!.icon).toBe('🍳');
    expect(Date.parse(recipe.created_at)).not.toBeNaN();

    const versions = await as(t, author).get(`/ai-chef/recipe/${recipe.id}/versions`);
    expect(versions.json()).toEqual({
      versions: [expect.objectContaining({ version_number: 1, is_current: true, change_summary: 'Original recipe' })],
    });
  });

  it('defaults: draft, public, medium, 4 servings; slugs get a suffix on collision', async () => {
    const body = recipeBody({ title: 'Crème Brûlée' });
    delete body.status;
    delete body.difficulty;
    delete body.servings;
    delete body.visibility;
    const a = (await as(t, author).post('/recipes', body)).json<Recipe>();
    expect(a).toMatchObject({
      status: 'draft',
      visibility: 'public',
      difficulty: 'medium',
      servings: 4,
      slug: 'creme-brulee',
    });
    const b = await createRecipe(t, author, { title: 'Crème brûlée!' });
    expect(b.slug).toBe('creme-brulee-2');
    const c = await createRecipe(t, author, { title: '!!!' });
    expect(c.slug).toBe('recipe');
  });

  it('GET by id and by slug; ingredients and instructions in order; unknown ids are 404 "Recipe Not Found"', async () => {
    const recipe = await createRecipe(t, author, { title: 'Slug Lookup Soup' });
    const byId = await as(t, author).get(`/recipes/${recipe.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json<Recipe>().title).toBe('Slug Lookup Soup');
    const bySlug = await as(t, author).get(`/recipes/slug/${recipe.slug}`);
    expect(bySlug.json<Recipe>().id).toBe(recipe.id);
    const ingredients = await as(t, author).get(`/recipes/${recipe.id}/ingredients`);
    expect(
      ingredients.json<{ items: Array<{ ingredient_name: string }> }>().items.map((i) => i.ingredient_name),
    ).toEqual(['spaghetti', 'cherry tomatoes', 'garlic']);
    const steps = await as(t, author).get(`/recipes/${recipe.id}/instructions`);
    expect(steps.json<{ items: Array<{ step_number: number }> }>().items.map((s) => s.step_number)).toEqual([1, 2]);

    for (const path of [
      '/recipes/999999',
      '/recipes/slug/no-such-recipe',
      '/recipes/999999/ingredients',
      '/recipes/999999/instructions',
    ]) {
      const res = await as(t, author).get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().detail).toBe(RECIPE_MESSAGES.notFound);
    }
    expect((await as(t, author).get('/recipes/abc')).statusCode).toBe(422);
  });

  it('PUT replaces content, keeps omitted fields, renumbers steps and stores a new version with a summary', async () => {
    const recipe = await createRecipe(t, author, {
      title: 'Versioned Stew',
      visibility: 'private',
      notes: 'Family only',
    });
    const res = await as(t, author).put(`/recipes/${recipe.id}`, {
      title: 'Versioned Beef Stew',
      ingredients: [{ ingredient_name: 'beef chuck', amount: 1.15, unit: 'kg' }, { ingredient_name: '' }],
      instructions: [{ instruction: '' }, { instruction: 'Brown the beef.' }, { instruction: 'Simmer.' }],
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<Recipe>();
    expect(updated).toMatchObject({
      title: 'Versioned Beef Stew',
      version: 2,
      visibility: 'private',
      status: 'published',
      notes: 'Family only',
      slug: recipe.slug,
    });
    expect(updated.ingredients).toEqual([expect.objectContaining({ ingredient_name: 'beef chuck', amount: 1.15 })]);
    expect(updated.instructions.map((s) => [s.step_number, s.instruction])).toEqual([
      [1, 'Brown the beef.'],
      [2, 'Simmer.'],
    ]);

    const list = (await as(t, author).get(`/ai-chef/recipe/${recipe.id}/versions`)).json<{
      versions: Array<{ version_number: number; is_current: boolean; change_summary: string }>;
    }>();
    expect(list.versions.map((v) => [v.version_number, v.is_current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(list.versions[0]!.change_summary).toBe('Updated title, ingredients and steps');

    const v1 = await as(t, author).get(`/ai-chef/recipe/${recipe.id}/version/1`);
    expect(v1.statusCode).toBe(200);
    expect(v1.json()).toMatchObject({
      version_number: 1,
      is_current: false,
      recipe_data: { title: 'Versioned Stew', version: 1, is_current: false },
    });
    expect(v1.json<{ recipe_data: Recipe }>().recipe_data.ingredients).toHaveLength(3);
    const missing = await as(t, author).get(`/ai-chef/recipe/${recipe.id}/version/9`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(RECIPE_MESSAGES.versionNotFound);

    // Nothing changed: no new version. A given summary is stored as is; null clears a field.
    const same = await as(t, author).put(`/recipes/${recipe.id}`, {
      title: updated.title,
      ingredients: updated.ingredients,
      instructions: updated.instructions,
    });
    expect(same.json<Recipe>().version).toBe(2);
    const third = await as(t, author).put(`/recipes/${recipe.id}`, {
      ...recipeBody({ title: updated.title }),
      notes: null,
      change_summary: 'Less salt',
    });
    expect(third.json<Recipe>()).toMatchObject({ version: 3, notes: null });
    const top = (await as(t, author).get(`/ai-chef/recipe/${recipe.id}/versions`)).json<{
      versions: Array<{ change_summary: string }>;
    }>();
    expect(top.versions[0]!.change_summary).toBe('Less salt');
  });

  it('publish and unpublish toggle status; DELETE removes the recipe (204, then 404)', async () => {
    const recipe = await createRecipe(t, author, { status: 'draft' });
    const pub = await as(t, author).post(`/recipes/${recipe.id}/publish`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json<Recipe>().status).toBe('published');
    const unpub = await as(t, author).post(`/recipes/${recipe.id}/unpublish`);
    expect(unpub.json<Recipe>().status).toBe('draft');
    const del = await as(t, author).del(`/recipes/${recipe.id}`);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await as(t, author).get(`/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect((await as(t, author).del(`/recipes/${recipe.id}`)).statusCode).toBe(404);
  });

  it('unknown category ids are a 422 on the field', async () => {
    const res = await as(t, author).post('/recipes', recipeBody({ category_ids: [1, 4242] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'category_ids', 1], msg: RECIPE_MESSAGES.unknownCategory, type: 'unknown_category' },
    ]);
  });

  it('my recipes lists every recipe of mine, drafts and private ones included', async () => {
    const me = await signedIn(t);
    await createRecipe(t, me, { title: 'Mine Draft', status: 'draft' });
    await createRecipe(t, me, { title: 'Mine Private', visibility: 'private' });
    await createRecipe(t, author, { title: 'Not Mine' });
    const res = await as(t, me).get('/recipes/my/recipes');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, total_capped: false, limit: 50, offset: 0 });
    expect(res.json<{ items: Recipe[] }>().items.map((r) => r.title)).toEqual(['Mine Private', 'Mine Draft']);
  });
});
