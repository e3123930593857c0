import type { Recipe } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { countStatements } from '../../test/statements';
import { jpeg, upload } from '../images/image.fixtures';
import { type Member, as, createRecipe, recipeBody, signInAgain } from './recipe.fixtures';

/** GET /recipes/{id} as `who`: the status and, when 200, the recipe. */
async function detail(t: TestApp, who: Member, id: number) {
  const res = await as(t, who).get(`/recipes/${id}`);
  return { status: res.statusCode, recipe: res.statusCode === 200 ? res.json<Recipe>() : undefined };
}

describe('GET /recipes/{id}: one page shared by its viewers, cleared by every write (decision 017)', () => {
  let t: TestApp;
  let author: Member;
  let reader: Member;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [author, reader, admin] = await Promise.all([signedIn(t), signedIn(t), signedIn(t, { role: 'admin' })]);
  });
  afterAll(() => t.close());

  it('a page read before costs no statement; a member’s first view is counted once (one statement)', async () => {
    const recipe = await createRecipe(t, author);
    expect((await detail(t, author, recipe.id)).recipe?.view_count).toBe(0);
    const statements = countStatements(t.database);
    try {
      // The author's page is cached: the author's own visit counts nothing and reads nothing.
      expect((await detail(t, author, recipe.id)).recipe?.view_count).toBe(0);
      expect((await as(t, author).get(`/recipes/slug/${recipe.slug}`)).statusCode).toBe(200);
      const bySlug = statements.count;
      expect((await as(t, author).get(`/recipes/slug/${recipe.slug}`)).statusCode).toBe(200);
      expect(statements.count).toBe(bySlug);
      expect((await as(t, reader).get('/auth/me')).statusCode).toBe(200); // the reader's session, checked once
      statements.reset();
      // Another member's first view: counted in one statement, and the page shows it.
      expect((await detail(t, reader, recipe.id)).recipe?.view_count).toBe(1);
      expect(statements.count).toBe(1);
      // Read again and by others within the hour: nothing asked, the same count.
      statements.reset();
      expect((await detail(t, reader, recipe.id)).recipe?.view_count).toBe(1);
      expect((await detail(t, author, recipe.id)).recipe?.view_count).toBe(1);
      expect(statements.count).toBe(0);
    } finally {
      statements.stop();
    }
  });

  it('members opening pages at once are each counted exactly once, several views to a statement', async () => {
    const [soup, stew] = [await createRecipe(t, author), await createRecipe(t, author)];
    const members = await Promise.all(Array.from({ length: 12 }, () => signedIn(t)));
    for (const who of [author, ...members]) expect((await as(t, who).get('/auth/me')).statusCode).toBe(200);
    await detail(t, author, soup.id);
    await detail(t, author, stew.id);
    const statements = countStatements(t.database);
    try {
      const seen = await Promise.all(
        members.flatMap((who) => [detail(t, who, soup.id), detail(t, who, stew.id), detail(t, who, soup.id)]),
      );
      expect(seen.map((s) => s.status)).toEqual(Array(36).fill(200));
      expect(statements.count).toBeLessThan(12);
    } finally {
      statements.stop();
    }
    expect((await detail(t, author, soup.id)).recipe?.view_count).toBe(12);
    expect((await detail(t, author, stew.id)).recipe?.view_count).toBe(12);
  });

  it('the cached page is the same JSON as a fresh one, checked against the schema', async () => {
    const recipe = await createRecipe(t, author, { title: 'Same Either Way' });
    const first = (await detail(t, reader, recipe.id)).recipe!;
    const cached = (await detail(t, reader, recipe.id)).recipe!;
    expect(cached).toEqual(first);
    const { view_count: _created, ...fields } = recipe;
    expect(first).toEqual({ ...fields, view_count: 1 });
  });

  it('an edit shows at once in the next answer, to the author and to others', async () => {
    const recipe = await createRecipe(t, author, { title: 'Before The Edit' });
    await detail(t, reader, recipe.id);
    await detail(t, author, recipe.id);
    const edit = await as(t, author).put(
      `/recipes/${recipe.id}`,
      recipeBody({ title: 'After The Edit', ingredients: [{ ingredient_name: 'saffron', amount: 1, unit: 'g' }] }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    for (const who of [author, reader]) {
      const seen = (await detail(t, who, recipe.id)).recipe!;
      expect(seen.title).toBe('After The Edit');
      expect(seen.ingredients.map((i) => i.ingredient_name)).toEqual(['saffron']);
      expect(seen.version).toBe(2);
    }
    expect((await as(t, reader).get(`/recipes/slug/${edit.json<Recipe>().slug}`)).json<Recipe>().title).toBe(
      'After The Edit',
    );
  });

  it('a like and an unlike show at once in like_count', async () => {
    const recipe = await createRecipe(t, author);
    expect((await detail(t, author, recipe.id)).recipe?.like_count).toBe(0);
    expect((await as(t, reader).post(`/recipes/${recipe.id}/like`)).statusCode).toBe(200);
    expect((await detail(t, author, recipe.id)).recipe?.like_count).toBe(1);
    expect((await as(t, reader).post(`/recipes/${recipe.id}/like`)).statusCode).toBe(200);
    expect((await detail(t, author, recipe.id)).recipe?.like_count).toBe(0);
  });

  it('a bookmark shows at once in bookmark_count', async () => {
    const recipe = await createRecipe(t, author);
    expect((await detail(t, reader, recipe.id)).recipe?.bookmark_count).toBe(0);
    expect((await as(t, reader).post('/bookmarks', { recipe_id: recipe.id })).statusCode).toBeLessThan(300);
    expect((await detail(t, reader, recipe.id)).recipe?.bookmark_count).toBe(1);
  });

  it('a photo shows at once in images and as the featured image', async () => {
    const recipe = await createRecipe(t, author);
    expect((await detail(t, reader, recipe.id)).recipe?.images).toEqual([]);
    const res = await upload(t, author, recipe.id, { data: await jpeg(), fields: { image_type: 'featured' } });
    expect(res.statusCode, res.body).toBe(201);
    const seen = (await detail(t, reader, recipe.id)).recipe!;
    expect(seen.images).toHaveLength(1);
    expect(seen.featured_image_url).not.toBeNull();
  });

  it('a visibility change shows at once: each viewer is checked on every request, never by another’s answer', async () => {
    const recipe = await createRecipe(t, author, { visibility: 'private' });
    // The author's and the admin's reads cache the page; the reader still may not see it.
    expect((await detail(t, author, recipe.id)).status).toBe(200);
    expect((await detail(t, admin, recipe.id)).status).toBe(200);
    expect((await detail(t, reader, recipe.id)).status).toBe(404);
    expect((await as(t, reader).get(`/recipes/slug/${recipe.slug}`)).statusCode).toBe(404);

    const body = (visibility: 'public' | 'private') => recipeBody({ title: recipe.title, visibility });
    expect((await as(t, author).put(`/recipes/${recipe.id}`, body('public'))).statusCode).toBe(200);
    expect((await detail(t, reader, recipe.id)).status).toBe(200);
    expect((await as(t, author).put(`/recipes/${recipe.id}`, body('private'))).statusCode).toBe(200);
    expect((await detail(t, reader, recipe.id)).status).toBe(404);
    expect((await detail(t, author, recipe.id)).status).toBe(200);

    // A draft is the author's (and admins') alone, cached or not.
    expect((await as(t, author).put(`/recipes/${recipe.id}`, body('public'))).statusCode).toBe(200);
    expect((await detail(t, reader, recipe.id)).status).toBe(200);
    expect((await as(t, author).post(`/recipes/${recipe.id}/unpublish`)).statusCode).toBe(200);
    expect((await detail(t, reader, recipe.id)).status).toBe(404);
    expect((await detail(t, admin, recipe.id)).status).toBe(200);
  });

  it('a delete shows at once: 404 for everyone, by id and by slug', async () => {
    const recipe = await createRecipe(t, author);
    expect((await detail(t, reader, recipe.id)).status).toBe(200);
    expect((await as(t, reader).get(`/recipes/slug/${recipe.slug}`)).statusCode).toBe(200);
    expect((await as(t, author).del(`/recipes/${recipe.id}`)).statusCode).toBe(204);
    expect((await detail(t, reader, recipe.id)).status).toBe(404);
    expect((await detail(t, author, recipe.id)).status).toBe(404);
    expect((await as(t, reader).get(`/recipes/slug/${recipe.slug}`)).statusCode).toBe(404);
  });

  it('a missing recipe is 404 and its page is found once created (a write clears the remembered absence)', async () => {
    const slug = 'not-yet-written';
    expect((await as(t, reader).get(`/recipes/slug/${slug}`)).statusCode).toBe(404);
    const recipe = await createRecipe(t, author, { title: 'Not Yet Written' });
    expect(recipe.slug).toBe(slug);
    expect((await as(t, reader).get(`/recipes/slug/${slug}`)).statusCode).toBe(200);
  });

  it('a member’s view counts again after an hour even with the page cached', async () => {
    const recipe = await createRecipe(t, author);
    expect((await detail(t, reader, recipe.id)).recipe?.view_count).toBe(1);
    t.clock.advance(61 * 60_000);
    reader = await signInAgain(t, reader);
    author = await signInAgain(t, author);
    admin = await signInAgain(t, admin);
    expect((await detail(t, reader, recipe.id)).recipe?.view_count).toBe(2);
    expect((await detail(t, author, recipe.id)).recipe?.view_count).toBe(2);
  });
});

describe('with the page cache off (POTLUCK_LIST_CACHE_SECONDS=0)', () => {
  it('every read asks the database, and still counts a view once an hour', async () => {
    const t = await createTestApp({ listCacheSeconds: 0 });
    try {
      const [author, reader] = await Promise.all([signedIn(t), signedIn(t)]);
      const recipe = await createRecipe(t, author);
      const statements = countStatements(t.database);
      try {
        expect((await detail(t, reader, recipe.id)).recipe?.view_count).toBe(1);
        statements.reset();
        expect((await detail(t, reader, recipe.id)).recipe?.view_count).toBe(1);
        expect(statements.count).toBe(1);
      } finally {
        statements.stop();
      }
    } finally {
      await t.close();
    }
  });
});

describe.runIf(inject('dbTemplate').kind === 'postgres')(
  'two server processes on one PostgreSQL (decision 008)',
  () => {
    /** Polls until `check` holds (the other process hears a write a moment after it). */
    async function eventually(check: () => Promise<boolean>, ms = 2000): Promise<boolean> {
      for (let i = 0; i < ms / 50; i++) {
        if (await check()) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    }

    it('an edit, a like, a visibility change and a delete served by one show in the other’s next pages', async () => {
      const database = await createTestDatabase();
      const first = await createTestApp({ listCacheSeconds: 60 }, { database: { ...database, close: async () => {} } });
      const second = await createTestApp({ listCacheSeconds: 60 }, { database });
      try {
        const author = await signedIn(first);
        const reader = await signedIn(first);
        const recipe = await createRecipe(first, author, { title: 'Heard Page' });
        const seen = () => detail(first, reader, recipe.id);
        expect((await seen()).recipe?.title).toBe('Heard Page');

        const edit = await as(second, author).put(`/recipes/${recipe.id}`, recipeBody({ title: 'Heard Edit' }));
        expect(edit.statusCode).toBe(200);
        expect(await eventually(async () => (await seen()).recipe?.title === 'Heard Edit')).toBe(true);

        expect((await as(second, reader).post(`/recipes/${recipe.id}/like`)).statusCode).toBe(200);
        expect(await eventually(async () => (await seen()).recipe?.like_count === 1)).toBe(true);

        const hidden = recipeBody({ title: 'Heard Edit', visibility: 'private' });
        expect((await as(second, author).put(`/recipes/${recipe.id}`, hidden)).statusCode).toBe(200);
        expect(await eventually(async () => (await seen()).status === 404)).toBe(true);
        expect((await detail(first, author, recipe.id)).status).toBe(200);

        expect((await as(second, author).del(`/recipes/${recipe.id}`)).statusCode).toBe(204);
        expect(await eventually(async () => (await detail(first, author, recipe.id)).status === 404)).toBe(true);
      } finally {
        await first.close();
        await second.close();
      }
    });
  },
);
