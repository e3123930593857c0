import type { LikeStatus, Recipe, RecipeSummary } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe, signInAgain } from './recipe.fixtures';

const HOUR = 3600_000;

describe('likes, views, featured and trending', () => {
  let t: TestApp;
  let author: Member;
  let fan: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [author, fan] = await Promise.all([signedIn(t), signedIn(t)]);
  });
  afterAll(() => t.close());

  const viewCount = async (id: number, who: Member = author) => {
    const res = await as(t, who).get(`/recipes/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Recipe>().view_count;
  };

  it('POST like toggles and answers {is_liked, like_count}; like-status and the likers list agree', async () => {
    const recipe = await createRecipe(t, author);
    const like = await as(t, fan).post(`/recipes/${recipe.id}/like`);
    expect(like.statusCode).toBe(200);
    expect(like.json()).toEqual({ is_liked: true, like_count: 1 });
    expect((await as(t, fan).get(`/recipes/${recipe.id}/like-status`)).json()).toEqual({
      is_liked: true,
      like_count: 1,
    });
    expect((await as(t, author).get(`/recipes/${recipe.id}/like-status`)).json()).toEqual({
      is_liked: false,
      like_count: 1,
    });
    const likers = (await as(t, author).get(`/recipes/${recipe.id}/likes`)).json<{
      items: Array<{ user_id: number; username: string; liked_at: string }>;
      total: number;
    }>();
    expect(likers.total).toBe(1);
    expect(likers.items[0]).toMatchObject({ user_id: fan.id, username: fan.username });
    expect(Date.parse(likers.items[0]!.liked_at)).not.toBeNaN();

    expect((await as(t, fan).post(`/recipes/${recipe.id}/like`)).json()).toEqual({ is_liked: false, like_count: 0 });
    expect((await as(t, author).get(`/recipes/${recipe.id}/likes`)).json()).toEqual({ items: [], total: 0 });
    expect((await as(t, fan).post('/recipes/999999/like')).statusCode).toBe(404);
  });

  it('concurrent likes from many members add up exactly; concurrent toggles by one member stay consistent', async () => {
    const recipe = await createRecipe(t, author);
    const members = await Promise.all(Array.from({ length: 24 }, () => signedIn(t)));
    const answers = await Promise.all(members.map((m) => as(t, m).post(`/recipes/${recipe.id}/like`)));
    expect(answers.every((a) => a.statusCode === 200 && a.json<LikeStatus>().is_liked)).toBe(true);
    expect((await as(t, author).get(`/recipes/${recipe.id}/like-status`)).json<LikeStatus>().like_count).toBe(24);

    // Half unlike while the other half... unlike and like again, all at once.
    const half = members.slice(0, 12);
    await Promise.all([
      ...half.map((m) => as(t, m).post(`/recipes/${recipe.id}/like`)),
      ...members.slice(12).map((m) => as(t, m).post(`/recipes/${recipe.id}/like`)),
    ]);
    await Promise.all(members.slice(12).map((m) => as(t, m).post(`/recipes/${recipe.id}/like`)));
    const status = (await as(t, author).get(`/recipes/${recipe.id}/likes`)).json<{ total: number }>();
    const recipeNow = (await as(t, author).get(`/recipes/${recipe.id}`)).json<Recipe>();
    expect(status.total).toBe(12);
    expect(recipeNow.like_count).toBe(12);

    const same = await Promise.all(Array.from({ length: 6 }, () => as(t, fan).post(`/recipes/${recipe.id}/like`)));
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    const after = (await as(t, fan).get(`/recipes/${recipe.id}/like-status`)).json<LikeStatus>();
    const rows = (await as(t, author).get(`/recipes/${recipe.id}/likes`)).json<{ total: number }>().total;
    expect(after.like_count).toBe(rows);
  });

  it('a recipe deleted while members like, bookmark, view and share it answers 404, never 500', async () => {
    for (let round = 0; round < 3; round++) {
      const recipe = await createRecipe(t, author);
      const fans = await Promise.all(Array.from({ length: 6 }, () => signedIn(t)));
      const answers = await Promise.all([
        as(t, author).del(`/recipes/${recipe.id}`),
        ...fans.flatMap((m) => [
          as(t, m).post(`/recipes/${recipe.id}/like`),
          as(t, m).post('/bookmarks', { recipe_id: recipe.id }),
          as(t, m).get(`/recipes/${recipe.id}`),
          as(t, m).post('/activity/share/recipe', { recipe_id: recipe.id, share_type: 'link', platform: 'clipboard' }),
        ]),
      ]);
      expect(answers.map((a) => a.statusCode).filter((code) => code >= 500)).toEqual([]);
      expect((await as(t, fans[0]!).get(`/recipes/${recipe.id}`)).statusCode).toBe(404);
    }
  });

  it('a member’s view counts at most once an hour; the author’s own views do not count', async () => {
    const recipe = await createRecipe(t, author);
    expect(await viewCount(recipe.id, author)).toBe(0);
    expect(await viewCount(recipe.id, fan)).toBe(1);
    expect(await viewCount(recipe.id, fan)).toBe(1);
    const burst = await Promise.all(Array.from({ length: 5 }, () => as(t, fan).get(`/recipes/slug/${recipe.slug}`)));
    expect(burst.every((r) => r.json<Recipe>().view_count === 1)).toBe(true);
    t.clock.advance(59 * 60_000);
    fan = await signInAgain(t, fan);
    expect(await viewCount(recipe.id, fan)).toBe(1);
    t.clock.advance(2 * 60_000);
    fan = await signInAgain(t, fan);
    expect(await viewCount(recipe.id, fan)).toBe(2);
    const other = await signedIn(t);
    expect(await viewCount(recipe.id, other)).toBe(3);
  });

  it('featured: most liked published public recipes; trending: views and likes of the last 14 days', async () => {
    const fresh = await createTestApp();
    try {
      let [cook, a, b, c] = await Promise.all([signedIn(fresh), signedIn(fresh), signedIn(fresh), signedIn(fresh)]);
      const make = (title: string, extra = {}) => createRecipe(fresh, cook, { title, ...extra });
      const old = await make('Old Favourite');
      const hot = await make('Hot New Thing');
      const quiet = await make('Quiet One');
      const secret = await make('Secret Hit', { visibility: 'private' });
      for (const m of [a, b, c]) await as(fresh, m).post(`/recipes/${old.id}/like`);
      for (const m of [a, b])
        await as(fresh, cook)
          .post(`/recipes/${secret.id}/like`)
          .then(() => as(fresh, m).get(`/recipes/${secret.id}`));
      fresh.clock.advance(15 * 24 * HOUR);
      [cook, a, b, c] = await Promise.all([
        signInAgain(fresh, cook),
        signInAgain(fresh, a),
        signInAgain(fresh, b),
        signInAgain(fresh, c),
      ]);
      for (const m of [a, b]) await as(fresh, m).post(`/recipes/${hot.id}/like`);
      for (const m of [a, b, c]) await as(fresh, m).get(`/recipes/${hot.id}`);
      await as(fresh, a).get(`/recipes/${quiet.id}`);

      const featured = (await as(fresh, a).get('/recipes/featured/recipes')).json<{ items: RecipeSummary[] }>().items;
      expect(featured.map((r) => r.title)).toEqual(['Old Favourite', 'Hot New Thing', 'Quiet One']);
      const trending = (await as(fresh, a).get('/recipes/trending/recipes')).json<{ items: RecipeSummary[] }>().items;
      expect(trending.map((r) => r.title)).toEqual(['Hot New Thing', 'Quiet One']);
      expect(
        (await as(fresh, a).get('/recipes/featured/recipes?limit=1')).json<{ items: unknown[] }>().items,
      ).toHaveLength(1);
      expect((await as(fresh, a).get('/recipes/trending/recipes?limit=0')).statusCode).toBe(422);
    } finally {
      await fresh.close();
    }
  });
});
