import { RECIPE_MESSAGES as M, type Recipe, type RecipeSummary } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe, recipeBody } from './recipe.fixtures';

describe('recipes: visibility and authorization', () => {
  let t: TestApp;
  let author: Member;
  let other: Member;
  let admin: Member;
  let listed: Recipe;
  let draft: Recipe;
  let hidden: Recipe;
  beforeAll(async () => {
    t = await createTestApp();
    [author, other, admin] = await Promise.all([signedIn(t), signedIn(t), signedIn(t, { role: 'admin' })]);
    listed = await createRecipe(t, author, { title: 'Listed Lasagne' });
    draft = await createRecipe(t, author, { title: 'Draft Dumplings', status: 'draft' });
    hidden = await createRecipe(t, author, { title: 'Hidden Hotpot', visibility: 'private' });
  });
  afterAll(() => t.close());

  const reads = (r: Recipe) => [
    `/recipes/${r.id}`,
    `/recipes/slug/${r.slug}`,
    `/recipes/${r.id}/ingredients`,
    `/recipes/${r.id}/instructions`,
    `/recipes/${r.id}/like-status`,
    `/recipes/${r.id}/likes`,
    `/ai-chef/recipe/${r.id}/versions`,
    `/ai-chef/recipe/${r.id}/version/1`,
  ];

  it('a published public recipe is readable by every member; drafts and private ones by the author and admins only', async () => {
    for (const path of reads(listed)) {
      for (const who of [author, other, admin]) expect((await as(t, who).get(path)).statusCode, path).toBe(200);
    }
    for (const r of [draft, hidden]) {
      for (const path of reads(r)) {
        expect((await as(t, author).get(path)).statusCode, path).toBe(200);
        expect((await as(t, admin).get(path)).statusCode, path).toBe(200);
        const res = await as(t, other).get(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.json().detail).toBe(M.notFound);
      }
    }
  });

  it('another member cannot like, bookmark or share what they cannot see (404)', async () => {
    for (const r of [draft, hidden]) {
      expect((await as(t, other).post(`/recipes/${r.id}/like`)).statusCode).toBe(404);
      expect((await as(t, other).post('/bookmarks', { recipe_id: r.id })).statusCode).toBe(404);
      expect(
        (await as(t, other).post('/activity/share/recipe', { recipe_id: r.id, share_type: 'link' })).statusCode,
      ).toBe(404);
    }
  });

  it('only the author or an admin edits, deletes, publishes: 403 when visible, 404 when not', async () => {
    const body = recipeBody({ title: 'Hijacked' });
    const writes = (r: Recipe) => [
      as(t, other).put(`/recipes/${r.id}`, body),
      as(t, other).del(`/recipes/${r.id}`),
      as(t, other).post(`/recipes/${r.id}/publish`),
      as(t, other).post(`/recipes/${r.id}/unpublish`),
    ];
    for (const res of await Promise.all(writes(listed))) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(M.authorOnly);
    }
    for (const r of [draft, hidden]) for (const res of await Promise.all(writes(r))) expect(res.statusCode).toBe(404);
    expect((await as(t, other).get(`/recipes/${listed.id}`)).json<Recipe>().title).toBe('Listed Lasagne');

    const byAdmin = await as(t, admin).put(`/recipes/${draft.id}`, {
      ...recipeBody({ title: 'Draft Dumplings (fixed by admin)' }),
      status: undefined,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<Recipe>()).toMatchObject({ author_id: author.id, version: 2, status: 'draft' });
    expect((await as(t, admin).post(`/recipes/${hidden.id}/unpublish`)).json<Recipe>().status).toBe('draft');
    const scratch = await createRecipe(t, author, { title: 'Admin deletes this', visibility: 'private' });
    expect((await as(t, admin).del(`/recipes/${scratch.id}`)).statusCode).toBe(204);
  });

  it('lists show others only published public recipes; a member page shows an admin everything', async () => {
    const titles = async (who: Member, path: string) =>
      (await as(t, who).get(path))
        .json<{ items: RecipeSummary[] }>()
        .items.map((r) => r.title)
        .sort();
    expect(await titles(other, '/recipes')).toEqual(['Listed Lasagne']);
    expect(await titles(author, '/recipes')).toEqual(expect.arrayContaining(['Listed Lasagne', 'Hidden Hotpot']));
    expect(await titles(other, `/recipes/user/${author.id}/recipes`)).toEqual(['Listed Lasagne']);
    expect((await titles(admin, `/recipes/user/${author.id}/recipes`)).length).toBe(3);
    expect((await titles(author, `/recipes/user/${author.id}/recipes`)).length).toBe(3);
    expect(await titles(other, '/recipes/my/recipes')).toEqual([]);
    expect(await titles(other, '/recipes/featured/recipes')).not.toContain('Hidden Hotpot');
  });

  it('anonymous callers get 401 everywhere, even for missing recipes', async () => {
    for (const path of [
      ...reads(listed),
      '/recipes',
      '/recipes/my/recipes',
      '/recipes/featured/recipes',
      '/bookmarks',
      '/categories/categories',
    ]) {
      expect((await as(t, null).get(path)).statusCode, path).toBe(401);
    }
    expect((await as(t, null).post('/recipes', recipeBody())).statusCode).toBe(401);
    expect((await as(t, null).post(`/recipes/${listed.id}/like`)).statusCode).toBe(401);
  });
});
