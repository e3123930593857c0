import { FRIEND_MESSAGES, type FriendsOverview, SHARE_MESSAGES } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, signedIn } from '../../test/test-app';
import { type Member, as, createRecipe, fieldErrors } from '../recipes/recipe.fixtures';
import { befriend, requestFriend } from './friends.fixtures';

describe('blocking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const overview = async (m: Member) => (await as(t, m).get('/friends')).json<FriendsOverview>();

  it('ends the friendship; neither may then ask, share or use an invite with the other; unblock undoes it', async () => {
    const [a, b] = await Promise.all([signedIn(t), signedIn(t)]);
    await befriend(t, a, b);
    const recipe = await createRecipe(t, b, { title: 'Blocked Soup' });
    const invite = (await as(t, b).post('/friends/invite', {})).json<{ invite_code: string }>();
    const blocked = await as(t, a).post(`/friends/block/${b.id}`, { reason: '  Too many messages ' });
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json()).toMatchObject({ member: { id: b.id, username: b.username }, reason: 'Too many messages' });
    expect(JSON.stringify(blocked.json())).not.toContain('@');
    for (const m of [a, b]) expect(await overview(m)).toMatchObject({ friends: [], total_friends: 0 });

    const fromBlocker = await as(t, a).post('/friends/request', { addressee_id: b.id });
    expect(fromBlocker.statusCode).toBe(403);
    expect(fromBlocker.json()).toEqual({ detail: FRIEND_MESSAGES.youBlocked });
    // The blocked member is not told about the block: the blocker is simply not found.
    const fromBlocked = await as(t, b).post('/friends/request', { username: a.username });
    expect(fromBlocked.statusCode).toBe(404);
    expect(fromBlocked.json()).toEqual({ detail: FRIEND_MESSAGES.memberNotFound });
    const share = await as(t, b).post('/activity/share/recipe', {
      recipe_id: recipe.id,
      share_type: 'friend',
      shared_with_id: a.id,
    });
    expect(share.statusCode).toBe(403);
    expect(share.json()).toEqual({ detail: SHARE_MESSAGES.notAFriend });
    const used = await as(t, a).post(`/friends/invite/${invite.invite_code}/use`);
    expect(used.statusCode).toBe(404);
    expect(used.json()).toEqual({ detail: FRIEND_MESSAGES.inviteNotFound });

    expect((await as(t, a).get('/friends/blocked')).json()).toMatchObject({
      items: [{ member: { id: b.id }, reason: 'Too many messages' }],
      total: 1,
    });
    expect((await as(t, b).get('/friends/blocked')).json()).toEqual({ items: [], total: 0 });
    // Blocking again takes the new reason; the blocked member cannot unblock themselves.
    await as(t, a).post(`/friends/block/${b.id}`, {});
    expect((await as(t, a).get('/friends/blocked')).json()).toMatchObject({ items: [{ reason: null }], total: 1 });
    expect((await as(t, b).del(`/friends/block/${a.id}`)).statusCode).toBe(204);
    expect((await as(t, b).post('/friends/request', { addressee_id: a.id })).statusCode).toBe(404);

    expect((await as(t, a).del(`/friends/block/${b.id}`)).statusCode).toBe(204);
    expect((await as(t, a).get('/friends/blocked')).json()).toEqual({ items: [], total: 0 });
    expect((await requestFriend(t, b, a)).status).toBe('pending');
  });

  it('drops pending requests both ways and hides the blocked member’s earlier shares', async () => {
    const [a, b, c] = await Promise.all([signedIn(t), signedIn(t), signedIn(t)]);
    await befriend(t, b, c);
    const recipe = await createRecipe(t, b);
    await as(t, b).post('/activity/share/recipe', { recipe_id: recipe.id, share_type: 'friend', shared_with_id: c.id });
    await requestFriend(t, a, b);
    await as(t, b).post(`/friends/block/${a.id}`);
    expect(await overview(a)).toMatchObject({ total_pending: 0 });
    expect(await overview(b)).toMatchObject({ total_pending: 0 });
    expect((await as(t, c).get('/activity/shared-with-me')).json<{ items: unknown[] }>().items).toHaveLength(1);
    await as(t, c).post(`/friends/block/${b.id}`);
    expect((await as(t, c).get('/activity/shared-with-me')).json<{ items: unknown[] }>().items).toHaveLength(0);
  });

  it('refuses yourself (422) and unknown members (404); anonymous callers get 401', async () => {
    const a = await signedIn(t);
    const self = await as(t, a).post(`/friends/block/${a.id}`);
    expect(self.statusCode).toBe(422);
    expect(fieldErrors(self).userId).toBe(FRIEND_MESSAGES.blockYourself);
    const unknown = await as(t, a).post('/friends/block/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: FRIEND_MESSAGES.memberNotFound });
    expect((await as(t, a).post('/friends/block/abc')).statusCode).toBe(422);
    for (const res of [
      await as(t, null).post(`/friends/block/${a.id}`),
      await as(t, null).del(`/friends/block/${a.id}`),
      await as(t, null).get('/friends/blocked'),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});
