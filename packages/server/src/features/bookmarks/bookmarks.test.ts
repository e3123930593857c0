import type { Bookmark, Recipe, RecipePage, RecipeSummary } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';

type BookmarkList = {
  items: Array<RecipeSummary & { collection_name: string }>;
  total: number;
  limit: number;
  offset: number;
};

describe('bookmarks', () => {
  let t: TestApp;
  let author: Member;
  let reader: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [author, reader] = await Promise.all([signedIn(t), signedIn(t)]);
  });
  afterAll(() => t.close());

  const bookmarkCount = async (id: number) => (await as(t, author).get(`/recipes/${id}`)).json<Recipe>().bookmark_count;

  it('POST bookmarks into Favorites by default (201), counts once, and check/list/collections show it', async () => {
    const recipe = await createRecipe(t, author, { title: 'Bookmarked Bread' });
    const res = await as(t, reader).post('/bookmarks/', { recipe_id: recipe.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ recipe_id: recipe.id, collection_name: 'Favorites', bookmark_count: 1 });
    expect(Date.parse(res.json<{ created_at: string }>().created_at)).not.toBeNaN();
    expect(await bookmarkCount(recipe.id)).toBe(1);

    // Bookmarking again (even into another collection) moves it; the count stays.
    const moved = await as(t, reader).post('/bookmarks', { recipe_id: recipe.id, collection_name: 'Weeknight' });
    expect(moved.json()).toMatchObject({ collection_name: 'Weeknight', bookmark_count: 1 });
    expect(await bookmarkCount(recipe.id)).toBe(1);
    expect((await as(t, reader).get(`/bookmarks/check/${recipe.id}`)).json()).toEqual({
      is_bookmarked: true,
      collection_name: 'Weeknight',
      bookmark_count: 1,
    });
    expect((await as(t, author).get(`/bookmarks/check/${recipe.id}`)).json()).toEqual({
      is_bookmarked: false,
      collection_name: null,
      bookmark_count: 1,
    });

    const list = (await as(t, reader).get('/bookmarks')).json<BookmarkList>();
    expect(list).toMatchObject({ total: 1, limit: 100, offset: 0 });
    expect(list.items[0]).toMatchObject({ id: recipe.id, title: 'Bookmarked Bread', collection_name: 'Weeknight' });
    expect((await as(t, reader).get('/bookmarks?collection_name=Favorites')).json<BookmarkList>().items).toEqual([]);
    expect((await as(t, reader).get('/bookmarks/collections')).json()).toEqual({
      items: [
        { name: 'Favorites', count: 0 },
        { name: 'Weeknight', count: 1 },
      ],
    });
    expect((await as(t, author).get('/bookmarks/collections')).json()).toEqual({
      items: [{ name: 'Favorites', count: 0 }],
    });
  });

  it('DELETE removes it (204, idempotent) and the count follows; Favorites tab follows too', async () => {
    const recipe = await createRecipe(t, author, { title: 'Short-lived Bookmark' });
    await as(t, reader).post('/bookmarks', { recipe_id: recipe.id });
    expect((await as(t, reader).get('/recipes?tab=favorites')).json<RecipePage>().items.map((r) => r.id)).toContain(
      recipe.id,
    );
    expect((await as(t, reader).del(`/bookmarks/${recipe.id}`)).statusCode).toBe(204);
    expect((await as(t, reader).del(`/bookmarks/${recipe.id}`)).statusCode).toBe(204);
    expect(await bookmarkCount(recipe.id)).toBe(0);
    expect((await as(t, reader).get(`/bookmarks/check/${recipe.id}`)).json()).toMatchObject({
      is_bookmarked: false,
      bookmark_count: 0,
    });
    expect((await as(t, reader).get('/recipes?tab=favorites')).json<RecipePage>().items.map((r) => r.id)).not.toContain(
      recipe.id,
    );
  });

  it('concurrent bookmarks by many members count exactly', async () => {
    const recipe = await createRecipe(t, author);
    const members = await Promise.all(Array.from({ length: 12 }, () => signedIn(t)));
    const answers = await Promise.all(
      members.flatMap((m) => [
        as(t, m).post('/bookmarks', { recipe_id: recipe.id }),
        as(t, m).post('/bookmarks', { recipe_id: recipe.id }),
      ]),
    );
    expect(await bookmarkCount(recipe.id)).toBe(12);
    // Every answer carried a count read after its own write: each of 1 to 12 once for the inserts, never above.
    const counts = answers.map((a) => a.json<Bookmark>().bookmark_count);
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    for (let n = 1; n <= 12; n++) expect(counts).toContain(n);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...counts)).toBe(12);
  });

  it('only visible recipes: 404 for a missing or private one; a recipe that turns private leaves the list', async () => {
    const secret = await createRecipe(t, author, { visibility: 'private' });
    expect((await as(t, reader).post('/bookmarks', { recipe_id: secret.id })).statusCode).toBe(404);
    expect((await as(t, reader).post('/bookmarks', { recipe_id: 999999 })).statusCode).toBe(404);
    // Checking one you cannot see answers the same 404: its count is not yours to read.
    expect((await as(t, reader).get(`/bookmarks/check/${secret.id}`)).statusCode).toBe(404);
    expect((await as(t, reader).get('/bookmarks/check/999999')).statusCode).toBe(404);
    const later = await createRecipe(t, author, { title: 'Soon Private' });
    await as(t, reader).post('/bookmarks', { recipe_id: later.id });
    await as(t, author).put(`/recipes/${later.id}`, {
      title: later.title,
      ingredients: later.ingredients,
      instructions: later.instructions,
      visibility: 'private',
    });
    expect((await as(t, reader).get('/bookmarks')).json<BookmarkList>().items.map((r) => r.id)).not.toContain(later.id);
    expect((await as(t, author).post('/bookmarks', { recipe_id: later.id })).statusCode).toBe(201);
  });

  it('validates the body and the limit', async () => {
    expect((await as(t, reader).post('/bookmarks', {})).statusCode).toBe(422);
    expect((await as(t, reader).post('/bookmarks', { recipe_id: 1, collection_name: '  ' })).statusCode).toBe(422);
    expect((await as(t, reader).get('/bookmarks?limit=101')).statusCode).toBe(422);
    expect((await as(t, reader).get('/bookmarks/check/abc')).statusCode).toBe(422);
  });
});
