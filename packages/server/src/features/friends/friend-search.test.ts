import { FRIEND_MESSAGES, type FriendSearchResult, type Page } from '@potluck/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, seedUser, signedIn } from '../../test/test-app';
import { type Member, as, fieldErrors } from '../recipes/recipe.fixtures';
import { befriend, requestFriend } from './friends.fixtures';

type Results = Page<FriendSearchResult>;

describe('friend search', () => {
  let t: TestApp;
  let me: Member;
  const tag = `zq${process.pid}`;
  const search = async (who: Member, q: string, extra = '') =>
    (await as(t, who).get(`/friends/search?q=${encodeURIComponent(q)}${extra}`)).json<Results>();
  const names = (r: Results) => r.items.map((i) => i.username);

  beforeAll(async () => {
    t = await createTestApp();
    me = await signedIn(t, { username: `${tag}_me` });
  });
  afterAll(() => t.close());

  it('matches usernames and display names (any case, prefix first); never you; no email in the answer', async () => {
    const [a, b] = await Promise.all([
      signedIn(t, { username: `${tag}_anna` }),
      signedIn(t, { username: `other_${tag}_b` }),
    ]);
    await as(t, b).put('/users/me', { display_name: 'Basil Brush' });
    const res = await search(me, tag.toUpperCase());
    expect(names(res)).toEqual([a.username, b.username]);
    expect(res).toMatchObject({ total: 2, limit: 20, offset: 0 });
    expect(res.items[0]).toEqual({
      id: a.id,
      username: a.username,
      display_name: null,
      first_name: null,
      last_name: null,
      avatar_url: null,
      friendship_status: 'none',
      friendship_id: null,
    });
    expect(JSON.stringify(res)).not.toMatch(/@example\.com|password|hash|token/i);
    expect(names(await search(me, 'basil brush'))).toEqual([b.username]);
    expect(names(await search(me, `${tag}_an`))).toEqual([a.username]);
    // LIKE wildcards match only themselves.
    expect(names(await search(me, '%%'))).toEqual([]);
    expect(names(await search(me, '__'))).toEqual([]);
  });

  it('needs 2 characters after trimming (422), pages with limit and offset, and is for members only', async () => {
    for (const q of ['', ' ', 'a', '  b  ']) {
      const res = await as(t, me).get(`/friends/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(422);
      expect(fieldErrors(res).q).toBe(FRIEND_MESSAGES.searchTooShort);
    }
    const many = `${tag}pg`;
    await Promise.all([1, 2, 3].map((i) => seedUser(t, { username: `${many}_${i}` })));
    const first = await search(me, many, '&limit=2');
    expect(names(first)).toEqual([`${many}_1`, `${many}_2`]);
    expect(first.total).toBe(3);
    expect(names(await search(me, many, '&limit=2&offset=2'))).toEqual([`${many}_3`]);
    const past = await search(me, many, '&offset=10');
    expect(past).toMatchObject({ items: [], total: 3 });
    expect((await as(t, null).get(`/friends/search?q=${many}`)).statusCode).toBe(401);
  });

  it('hides members you asked, blocked, who blocked you, or inactive; shows friends and requests to you', async () => {
    const p = `${tag}rel`;
    const named = (n: string) => signedIn(t, { username: `${p}_${n}` });
    const [asked, blocked, blocker, friend, asker] = await Promise.all([
      named('asked'),
      named('blocked'),
      named('blocker'),
      named('friend'),
      named('asker'),
    ]);
    await seedUser(t, { username: `${p}_inactive`, isActive: false });
    await requestFriend(t, me, asked);
    await as(t, me).post(`/friends/block/${blocked.id}`, {});
    await as(t, blocker).post(`/friends/block/${me.id}`, { reason: 'no' });
    const link = await befriend(t, me, friend);
    const incoming = await requestFriend(t, asker, me);
    const res = await search(me, p);
    expect(res.items.map((i) => [i.username, i.friendship_status, i.friendship_id])).toEqual([
      [asker.username, 'pending_received', incoming.id],
      [friend.username, 'accepted', link.id],
    ]);
    expect(res.total).toBe(2);
    // The other side: the blocked member and the blocker do not find me either; the asked member does.
    expect(names(await search(blocked, `${tag}_me`))).toEqual([]);
    expect(names(await search(blocker, `${tag}_me`))).toEqual([]);
    expect((await search(asked, `${tag}_me`)).items).toEqual([
      expect.objectContaining({ username: me.username, friendship_status: 'pending_received' }),
    ]);
  });

  it('answers from its cache, yet a new member, a request, an accept, a block and an unblock show at once', async () => {
    const p = `${tag}cache`;
    const admin = await signedIn(t, { role: 'admin' });
    const other = await signedIn(t, { username: `${p}_other` });
    const rows = async (who: Member = me) =>
      (await search(who, p)).items.map((i) => `${i.username} ${i.friendship_status}`);
    expect(await rows()).toEqual([`${other.username} none`]);
    // Asked again: the same answer (from the cache), still counted against the member's limit.
    expect(await rows()).toEqual([`${other.username} none`]);
    const made = await as(t, admin).post('/invitations/admin/create-user', {
      username: `${p}_new`,
      email: `${p}_new@example.com`,
      password: 'password-1',
    });
    expect(made.statusCode).toBe(201);
    expect(await rows()).toEqual([`${p}_new none`, `${other.username} none`]);
    // A request: gone from the asker's answer, 'pending_received' in the other's; accepted: friends on both sides.
    expect(await rows(other)).toEqual([`${p}_new none`]);
    const asked = await requestFriend(t, me, other);
    expect(await rows()).toEqual([`${p}_new none`]);
    expect((await search(other, `${tag}_me`)).items.map((i) => i.friendship_status)).toEqual(['pending_received']);
    await as(t, other).put(`/friends/request/${asked.id}`, { status: 'accepted' });
    expect(await rows()).toEqual([`${p}_new none`, `${other.username} accepted`]);
    // A block hides both ways at once; unblocking brings the member back (the friendship ended with the block).
    await as(t, other).post(`/friends/block/${me.id}`, {});
    expect(await rows()).toEqual([`${p}_new none`]);
    expect((await search(other, `${tag}_me`)).items).toEqual([]);
    await as(t, other).del(`/friends/block/${me.id}`);
    expect(await rows()).toEqual([`${p}_new none`, `${other.username} none`]);
    // A deactivated member leaves the answer.
    await as(t, admin).post(`/admin/users/${other.id}/deactivate`);
    expect(await rows()).toEqual([`${p}_new none`]);
  });

  it('is rate limited per member (429 with Retry-After), other members unaffected', async () => {
    const limited = await createTestApp({ rateLimits: { ...t.config.rateLimits, friendSearchPerMinute: 3 } });
    try {
      const [a, b] = await Promise.all([signedIn(limited), signedIn(limited)]);
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await as(limited, a).get('/friends/search?q=abc')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await as(limited, a).get('/friends/search?q=abc');
      expect(res.json()).toEqual({ detail: FRIEND_MESSAGES.searchRateLimited });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await as(limited, b).get('/friends/search?q=abc')).statusCode).toBe(200);
      limited.clock.advance(61_000);
      expect((await as(limited, a).get('/friends/search?q=abc')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
