import { FRIEND_MESSAGES, type Friendship, type FriendsOverview } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, seedUser, signedIn } from '../../test/test-app';
import { type Member, as, fieldErrors } from '../recipes/recipe.fixtures';
import { befriend, requestFriend } from './friends.fixtures';

describe('friend requests', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob, carol] = await Promise.all([signedIn(t), signedIn(t), signedIn(t)]);
  });
  afterAll(() => t.close());

  it('a request by id is pending for both; only the addressee accepts; then both see a friend', async () => {
    const sent = await requestFriend(t, alice, bob, 'We met at the market');
    expect(sent).toMatchObject({
      requester_id: alice.id,
      addressee_id: bob.id,
      status: 'pending',
      is_favorite: false,
      message: 'We met at the market',
      accepted_at: null,
      requester: { id: alice.id, username: alice.username },
      addressee: { id: bob.id, username: bob.username },
    });
    expect(JSON.stringify(sent)).not.toContain('@example.com');
    const aliceView = (await as(t, alice).get('/friends?include_pending=true')).json<FriendsOverview>();
    expect(aliceView).toMatchObject({ friends: [], pending_received: [], total_friends: 0, total_pending: 1 });
    expect(aliceView.pending_sent.map((f) => f.id)).toEqual([sent.id]);
    const bobView = (await as(t, bob).get('/friends')).json<FriendsOverview>();
    expect(bobView.pending_received.map((f) => f.id)).toEqual([sent.id]);
    expect((await as(t, bob).get('/friends?include_pending=false')).json<FriendsOverview>()).toMatchObject({
      pending_received: [],
      pending_sent: [],
      total_pending: 1,
    });
    expect((await as(t, bob).get('/friends/stats')).json()).toEqual({
      total_friends: 0,
      total_pending_requests: 1,
      total_family_circles: 0,
    });

    const byRequester = await as(t, alice).put(`/friends/request/${sent.id}`, { status: 'accepted' });
    expect(byRequester.statusCode).toBe(403);
    expect(byRequester.json()).toEqual({ detail: FRIEND_MESSAGES.onlyAddressee });
    const byThird = await as(t, carol).put(`/friends/request/${sent.id}`, { status: 'accepted' });
    expect(byThird.statusCode).toBe(404);
    expect((await as(t, null).put(`/friends/request/${sent.id}`, { status: 'accepted' })).statusCode).toBe(401);

    const accepted = await as(t, bob).put(`/friends/request/${sent.id}`, { status: 'accepted', is_favorite: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', is_favorite: true });
    expect(accepted.json<Friendship>().accepted_at).not.toBeNull();
    // The favourite mark is bob's own: alice's view of the same friendship is not a favourite.
    const aliceFriends = (await as(t, alice).get('/friends')).json<FriendsOverview>();
    expect(aliceFriends.friends).toEqual([expect.objectContaining({ id: sent.id, is_favorite: false })]);
    expect(aliceFriends.total_friends).toBe(1);
    expect((await as(t, alice).get('/friends/stats')).json()).toMatchObject({ total_friends: 1 });
    const again = await as(t, bob).put(`/friends/request/${sent.id}`, { status: 'declined' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: FRIEND_MESSAGES.alreadyAnswered });
  });

  it('by username (any case); duplicates and existing friendships are 409; a reverse request accepts', async () => {
    const [a, b] = await Promise.all([signedIn(t), signedIn(t)]);
    const sent = await as(t, a).post('/friends/request', { username: b.username.toUpperCase() });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ addressee_id: b.id, status: 'pending', message: null });
    const duplicate = await as(t, a).post('/friends/request', { addressee_id: b.id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ detail: FRIEND_MESSAGES.alreadyRequested });
    const reverse = await as(t, b).post('/friends/request', { addressee_id: a.id, message: 'Yes!' });
    expect(reverse.statusCode).toBe(201);
    expect(reverse.json()).toMatchObject({ id: sent.json<Friendship>().id, status: 'accepted', requester_id: a.id });
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await as(t, from).post('/friends/request', { addressee_id: to.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: FRIEND_MESSAGES.alreadyFriends });
    }
  });

  it('refuses yourself (422), unknown or inactive members (404), both or neither of id and username (422)', async () => {
    const inactive = await seedUser(t, { isActive: false });
    const self = await as(t, alice).post('/friends/request', { addressee_id: alice.id });
    expect(self.statusCode).toBe(422);
    expect(fieldErrors(self).addressee_id).toBe(FRIEND_MESSAGES.notYourself);
    expect(fieldErrors(await as(t, alice).post('/friends/request', { username: alice.username })).username).toBe(
      FRIEND_MESSAGES.notYourself,
    );
    for (const body of [{ addressee_id: 999_999 }, { username: 'nobody_here_at_all' }, { addressee_id: inactive.id }]) {
      const res = await as(t, alice).post('/friends/request', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json()).toEqual({ detail: FRIEND_MESSAGES.memberNotFound });
    }
    for (const body of [{}, { addressee_id: bob.id, username: bob.username }, { message: 'hi' }]) {
      const res = await as(t, alice).post('/friends/request', body);
      expect(res.statusCode).toBe(422);
      expect(fieldErrors(res).addressee_id).toBe(FRIEND_MESSAGES.addresseeNeeded);
    }
    expect((await as(t, null).post('/friends/request', { addressee_id: bob.id })).statusCode).toBe(401);
  });

  it('a declined request drops out of both lists and may be sent again', async () => {
    const [a, b] = await Promise.all([signedIn(t), signedIn(t)]);
    const sent = await requestFriend(t, a, b);
    const declined = await as(t, b).put(`/friends/request/${sent.id}`, { status: 'declined' });
    expect(declined.json()).toMatchObject({ status: 'declined' });
    for (const m of [a, b]) {
      expect((await as(t, m).get('/friends')).json()).toMatchObject({ total_friends: 0, total_pending: 0 });
    }
    const again = await as(t, a).post('/friends/request', { addressee_id: b.id, message: 'Second try' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: sent.id, status: 'pending', message: 'Second try' });
  });

  it('either member removes; a third member or anonymous cannot; favourites are per member, friends only', async () => {
    const [a, b, c] = await Promise.all([signedIn(t), signedIn(t), signedIn(t)]);
    const pending = await requestFriend(t, a, b);
    const early = await as(t, a).put(`/friends/${pending.id}/favorite?is_favorite=true`, undefined);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: FRIEND_MESSAGES.notAFriendYet });
    await as(t, b).put(`/friends/request/${pending.id}`, { status: 'accepted' });
    expect((await as(t, c).put(`/friends/${pending.id}/favorite?is_favorite=true`, undefined)).statusCode).toBe(404);
    expect((await as(t, null).put(`/friends/${pending.id}/favorite?is_favorite=true`, undefined)).statusCode).toBe(401);
    const fav = await as(t, a).put(`/friends/${pending.id}/favorite?is_favorite=true`, undefined);
    expect(fav.json()).toMatchObject({ is_favorite: true });
    expect((await as(t, b).get('/friends')).json<FriendsOverview>().friends[0]!.is_favorite).toBe(false);
    expect((await as(t, c).del(`/friends/${pending.id}`)).statusCode).toBe(404);
    expect((await as(t, null).del(`/friends/${pending.id}`)).statusCode).toBe(401);
    expect((await as(t, b).del(`/friends/${pending.id}`)).statusCode).toBe(204);
    expect((await as(t, a).get('/friends')).json()).toMatchObject({ friends: [], total_friends: 0 });
    const gone = await as(t, a).del(`/friends/${pending.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: FRIEND_MESSAGES.friendshipNotFound });
    // The requester may withdraw a pending request too.
    const withdrawn = await requestFriend(t, a, c);
    expect((await as(t, a).del(`/friends/${withdrawn.id}`)).statusCode).toBe(204);
    expect((await as(t, c).get('/friends')).json()).toMatchObject({ total_pending: 0 });
  });

  it('lists favourites first, then by name', async () => {
    const me = await signedIn(t);
    const others = await Promise.all(['zed', 'amy', 'max'].map((p) => signedIn(t, { username: `${p}_${me.id}` })));
    const links = [];
    for (const o of others) links.push(await befriend(t, me, o));
    await as(t, me).put(`/friends/${links[0]!.id}/favorite?is_favorite=true`, undefined);
    const list = (await as(t, me).get('/friends')).json<FriendsOverview>();
    expect(list.friends.map((f) => f.addressee.username)).toEqual([`zed_${me.id}`, `amy_${me.id}`, `max_${me.id}`]);
  });
});
