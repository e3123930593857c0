import type { ActivityFeed } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { befriend, requestFriend } from '../friends/friends.fixtures';
import { type Member, as, createRecipe } from '../recipes/recipe.fixtures';

describe('activity feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const feed = async (m: Member, q = '') => (await as(t, m).get(`/activity/feed${q}`)).json<ActivityFeed>();
  const step = () => t.clock.advance(1000);

  it('shows every kind newest first, groups likes and bookmarks per recipe and day, counts what is new', async () => {
    const [me, friend, fan1, fan2, asker] = await Promise.all([
      signedIn(t),
      signedIn(t),
      signedIn(t),
      signedIn(t),
      signedIn(t),
    ]);
    const mine = await createRecipe(t, me, { title: 'My Stew' });
    await befriend(t, friend, me);
    step();
    const theirs = await createRecipe(t, friend, { title: 'Friend Pie' });
    await createRecipe(t, friend, { title: 'Friend Draft', status: 'draft' });
    step();
    await as(t, friend).post('/activity/share/recipe', {
      recipe_id: theirs.id,
      share_type: 'friend',
      shared_with_id: me.id,
      message: 'Bake this',
    });
    step();
    for (const fan of [fan1, fan2]) {
      await as(t, fan).post(`/recipes/${mine.id}/like`);
      step();
    }
    await as(t, fan1).post('/bookmarks', { recipe_id: mine.id });
    step();
    const asked = await requestFriend(t, asker, me, 'Hello there');
    await as(t, me).post(`/recipes/${mine.id}/like`);

    const page = await feed(me);
    expect(page.items.map((i) => i.kind)).toEqual([
      'friend_request_received',
      'recipe_bookmarked',
      'recipe_liked',
      'recipe_shared',
      'friend_recipe_published',
    ]);
    expect(page).toMatchObject({ total: 5, limit: 20, offset: 0, new_count: 5 });
    const [request, bookmarked, liked, shared, published] = page.items;
    expect(request).toMatchObject({ actor: { id: asker.id }, friendship_id: asked.id, message: 'Hello there' });
    expect(bookmarked).toMatchObject({ count: 1, actor: { id: fan1.id }, recipe: { id: mine.id, title: 'My Stew' } });
    expect(liked).toMatchObject({ count: 2, actor: { id: fan2.id }, recipe: { id: mine.id }, is_new: true });
    expect(liked!.id).toBe(`recipe_liked:${mine.id}:${liked!.created_at.slice(0, 10)}`);
    expect(shared).toMatchObject({ actor: { id: friend.id }, recipe: { id: theirs.id }, message: 'Bake this' });
    expect(published).toMatchObject({ actor: { id: friend.id }, recipe: { title: 'Friend Pie' } });
    expect(JSON.stringify(page)).not.toContain('@example.com');

    // The friend sees that the request was accepted (and my recipe); paging keeps the order.
    expect((await feed(friend)).items.map((i) => i.kind)).toEqual([
      'friend_request_accepted',
      'friend_recipe_published',
    ]);
    expect((await feed(me, '?limit=2&offset=1')).items.map((i) => i.kind)).toEqual([
      'recipe_bookmarked',
      'recipe_liked',
    ]);
    expect(await feed(me, '?offset=50')).toMatchObject({ items: [], total: 5, new_count: 5 });

    expect((await as(t, me).get('/activity/unseen')).json()).toEqual({ new_count: 5, last_seen_at: null });
    step();
    const seen = await as(t, me).post('/activity/seen');
    expect(seen.json()).toMatchObject({ new_count: 0 });
    expect(seen.json<{ last_seen_at: string }>().last_seen_at).not.toBeNull();
    expect((await feed(me)).items.every((i) => !i.is_new)).toBe(true);
    step();
    await as(t, fan1)
      .post(`/recipes/${mine.id}/like`)
      .then(() => as(t, fan1).del(`/recipes/${mine.id}/like`));
    await as(t, asker).del(`/friends/${asked.id}`);
    const later = await requestFriend(t, fan2, me);
    expect((await as(t, me).get('/activity/unseen')).json()).toMatchObject({ new_count: 1 });
    expect((await feed(me)).items[0]).toMatchObject({ kind: 'friend_request_received', friendship_id: later.id });
  });

  it('answers from its cache, yet a share, a request, an accept, a like, a block and "seen" show at once', async () => {
    const [me, friend, fan] = await Promise.all([signedIn(t), signedIn(t), signedIn(t)]);
    const kinds = async () => (await feed(me)).items.map((i) => `${i.kind} ${i.actor?.id}`);
    const unseen = async () => (await as(t, me).get('/activity/unseen')).json<{ new_count: number }>().new_count;
    expect(await kinds()).toEqual([]);
    expect(await unseen()).toBe(0);
    // Asked again: the same answer, from the cache.
    expect(await kinds()).toEqual([]);
    const asked = await requestFriend(t, friend, me);
    expect(await kinds()).toEqual([`friend_request_received ${friend.id}`]);
    expect(await unseen()).toBe(1);
    step();
    await as(t, me).put(`/friends/request/${asked.id}`, { status: 'accepted' });
    const theirs = await createRecipe(t, friend, { title: 'Cached Pie' });
    step();
    await as(t, friend).post('/activity/share/recipe', {
      recipe_id: theirs.id,
      share_type: 'friend',
      shared_with_id: me.id,
    });
    expect(await kinds()).toEqual([`recipe_shared ${friend.id}`, `friend_recipe_published ${friend.id}`]);
    step();
    const mine = await createRecipe(t, me);
    await as(t, fan).post(`/recipes/${mine.id}/like`);
    expect((await kinds())[0]).toBe(`recipe_liked ${fan.id}`);
    expect(await unseen()).toBe(3);
    await as(t, me).post('/activity/seen');
    expect(await unseen()).toBe(0);
    expect((await feed(me)).items.some((i) => i.is_new)).toBe(false);
    await as(t, friend).post(`/friends/block/${me.id}`);
    expect(await kinds()).toEqual([`recipe_liked ${fan.id}`]);
  });

  it('leaves out blocked members, recipes that turned private, and is for members only', async () => {
    const [me, friend, fan] = await Promise.all([signedIn(t), signedIn(t), signedIn(t)]);
    await befriend(t, friend, me);
    const theirs = await createRecipe(t, friend, { title: 'Soon Private' });
    const mine = await createRecipe(t, me);
    await as(t, fan).post(`/recipes/${mine.id}/like`);
    expect((await feed(me)).total).toBe(2);
    await as(t, me).post(`/friends/block/${fan.id}`);
    await as(t, friend).post(`/recipes/${theirs.id}/unpublish`);
    expect(await feed(me)).toMatchObject({ items: [], total: 0, new_count: 0 });
    for (const res of [
      await as(t, null).get('/activity/feed'),
      await as(t, null).get('/activity/unseen'),
      await as(t, null).post('/activity/seen'),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect((await as(t, me).get('/activity/feed?limit=0')).statusCode).toBe(422);
  });
});
