import { type ActivityItem, FRIEND_MESSAGES, type Friendship, type MemberSummary } from '@potluck/api';
import { ALICE, fakeApi } from './fake-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const summary = (id: number, username: string, display_name: string | null = null): MemberSummary => ({
  id,
  username,
  display_name,
  first_name: null,
  last_name: null,
  avatar_url: null,
});
export const ME = summary(ALICE.id, ALICE.username);
export const BOB = summary(2, 'bob', 'Uncle Bob');
export const CAROL = summary(3, 'carol');
export const DAVE = summary(4, 'dave', 'Dave D');

export function friendship(
  id: number,
  requester: MemberSummary,
  addressee: MemberSummary,
  extra: Partial<Friendship> = {},
) {
  return {
    id,
    requester_id: requester.id,
    addressee_id: addressee.id,
    requester,
    addressee,
    status: 'pending',
    is_favorite: false,
    message: null,
    created_at: '2026-11-20T10:00:00.000Z',
    accepted_at: null,
    ...extra,
  } satisfies Friendship;
}

/**
 * fakeApi (sign-in, sessions) plus the friends, invite and activity endpoints for alice, in memory: bob is a
 * friend (a favourite), carol asked alice, alice asked dave; `state.feed` is what GET /activity/feed pages through.
 */
export function fakeFriendsApi() {
  const api = fakeApi();
  const state = {
    members: [ME, BOB, CAROL, DAVE, summary(5, 'erin')],
    friendships: [
      friendship(10, ME, BOB, { status: 'accepted', is_favorite: true, accepted_at: '2026-11-21T09:00:00.000Z' }),
      friendship(11, CAROL, ME, { message: 'Cousin Carol here' }),
      friendship(12, ME, DAVE),
    ] as Friendship[],
    feed: [] as ActivityItem[],
    seen: 0,
    requests: [] as Array<{ method: string; path: string; body: unknown }>,
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/api/v1', '');
    if (!path.startsWith('/friends') && !path.startsWith('/activity/')) return api.fetch(input, init);
    const me = await api.fetch(`${url.origin}/api/v1/auth/me`, { headers: init?.headers ?? {} });
    if (me.status !== 200) return me;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    state.requests.push({ method, path: `${path}${url.search}`, body });
    const list = state.friendships;
    if (method === 'GET' && path === '/friends') {
      const friends = list.filter((f) => f.status === 'accepted');
      const received = list.filter((f) => f.status === 'pending' && f.addressee_id === ME.id);
      const sent = list.filter((f) => f.status === 'pending' && f.requester_id === ME.id);
      return json(200, {
        friends,
        pending_received: received,
        pending_sent: sent,
        total_friends: friends.length,
        total_pending: received.length + sent.length,
      });
    }
    if (method === 'POST' && path === '/friends/request') {
      const other = state.members.find((m) => m.username === String(body?.username).toLowerCase());
      if (!other) return json(404, { detail: FRIEND_MESSAGES.memberNotFound });
      const existing = list.find((f) => [f.requester_id, f.addressee_id].includes(other.id));
      if (existing?.status === 'accepted') return json(409, { detail: FRIEND_MESSAGES.alreadyFriends });
      if (existing?.requester_id === ME.id) return json(409, { detail: FRIEND_MESSAGES.alreadyRequested });
      if (existing) {
        Object.assign(existing, { status: 'accepted', accepted_at: '2026-11-25T10:00:00.000Z' });
        return json(201, existing);
      }
      const made = friendship(100 + list.length, ME, other, { message: (body?.message as string) ?? null });
      list.push(made);
      return json(201, made);
    }
    const respond = /^\/friends\/request\/(\d+)$/.exec(path);
    if (method === 'PUT' && respond) {
      const found = list.find((f) => f.id === Number(respond[1]) && f.addressee_id === ME.id);
      if (!found) return json(404, { detail: FRIEND_MESSAGES.requestNotFound });
      Object.assign(found, { status: body?.status, accepted_at: '2026-11-25T10:00:00.000Z' });
      return json(200, found);
    }
    if (method === 'POST' && path === '/friends/invite') {
      const hours = Number(body?.expires_in_hours);
      const expires = new Date(Date.parse('2026-11-25T10:00:00.000Z') + hours * 3600_000).toISOString();
      const code = 'c0de'.repeat(10) + 'abc';
      return json(201, {
        invite_code: code,
        invite_type: 'username',
        expires_in_hours: hours,
        expires_at: expires,
        invite_url: `${url.origin}/invite/${code}`,
      });
    }
    if (method === 'GET' && path === '/activity/feed') {
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      const newCount = state.feed.filter((i) => i.is_new).length;
      return json(200, {
        items: state.feed.slice(offset, offset + limit),
        total: state.feed.length,
        limit,
        offset,
        new_count: newCount,
      });
    }
    if (method === 'POST' && path === '/activity/seen') {
      state.seen += 1;
      return json(200, { new_count: 0, last_seen_at: '2026-11-25T10:00:00.000Z' });
    }
    return json(404, { detail: 'Not Found' });
  };
  return { ...api, fetch, state };
}
