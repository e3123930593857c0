import type { BlockedMember, Friendship, FriendSearchResult, MemberSummary } from '@potluck/api';
import { member, stubFetch, type StubHandler, type StubRequest } from '../../../test/fetch-stub';
import { friendshipWith, overviewOf } from '../friends.fixtures';

export interface FriendsWorld {
  friends?: Friendship[];
  received?: Friendship[];
  sent?: Friendship[];
  blocked?: BlockedMember[];
  /** Everyone the search can find (a request moves them out, as on the server). */
  members?: (MemberSummary & Partial<Pick<FriendSearchResult, 'friendship_status' | 'friendship_id'>>)[];
}

const queryOf = (req: StubRequest) => Object.fromEntries(new URL(req.path, 'http://x').searchParams);
const idIn = (req: StubRequest, pattern: RegExp) => Number(pattern.exec(req.path.split('?')[0]!)?.[1]);

/**
 * The friends endpoints over an in-memory world, for page tests: the real client, hooks and pages run and only
 * fetch answers. Routes match on their path without the query; `override` replaces one ("POST /friends/request").
 */
export function stubFriends(world: FriendsWorld = {}, override: Record<string, StubHandler> = {}) {
  let friends = world.friends ?? [];
  let received = world.received ?? [];
  let sent = world.sent ?? [];
  let blocked = world.blocked ?? [];
  const members = world.members ?? [];
  const find = (id: number) => [...friends, ...received, ...sent].find((f) => f.id === id);
  const dynamic: [string, RegExp, StubHandler][] = [
    [
      'PUT',
      /^\/friends\/request\/(\d+)$/,
      (req) => {
        const request = find(idIn(req, /(\d+)$/))!;
        received = received.filter((f) => f !== request);
        const status = (req.body as { status: 'accepted' | 'declined' }).status;
        const answered = { ...request, status };
        if (status === 'accepted') friends = [...friends, answered];
        return { body: answered };
      },
    ],
    [
      'PUT',
      /^\/friends\/(\d+)\/favorite$/,
      (req) => {
        const id = idIn(req, /^\/friends\/(\d+)/);
        friends = friends.map((f) => (f.id === id ? { ...f, is_favorite: queryOf(req).is_favorite === 'true' } : f));
        return { body: find(id) };
      },
    ],
    [
      'DELETE',
      /^\/friends\/block\/(\d+)$/,
      (req) => {
        blocked = blocked.filter((b) => b.member.id !== idIn(req, /(\d+)$/));
        return { status: 204 };
      },
    ],
    [
      'POST',
      /^\/friends\/block\/(\d+)$/,
      (req) => {
        const id = idIn(req, /(\d+)$/);
        const gone = friends.find((f) => f.addressee_id === id || f.requester_id === id);
        friends = friends.filter((f) => f !== gone);
        const entry = {
          member: gone
            ? gone.requester_id === id
              ? gone.requester
              : gone.addressee
            : members.find((m) => m.id === id)!,
          reason: (req.body as { reason: string | null }).reason,
          created_at: '2026-11-25T10:00:00Z',
        };
        blocked = [entry, ...blocked];
        return { status: 201, body: entry };
      },
    ],
    [
      'DELETE',
      /^\/friends\/(\d+)$/,
      (req) => {
        const id = idIn(req, /(\d+)$/);
        friends = friends.filter((f) => f.id !== id);
        sent = sent.filter((f) => f.id !== id);
        received = received.filter((f) => f.id !== id);
        return { status: 204 };
      },
    ],
  ];
  const routes: Record<string, StubHandler> = {
    'GET /auth/me': () => ({ body: member }),
    'GET /activity/unseen': () => ({ body: { new_count: 0, last_seen_at: null } }),
    'GET /friends': () => ({ body: overviewOf(friends, received, sent) }),
    'GET /friends/blocked': () => ({ body: { items: blocked, total: blocked.length } }),
    'GET /friends/search': (req) => {
      const q = (queryOf(req).q ?? '').toLowerCase();
      const sentTo = new Set(sent.map((f) => f.addressee_id));
      const items = members
        .filter((m) => !sentTo.has(m.id) && `${m.username} ${m.display_name ?? ''}`.toLowerCase().includes(q))
        .map((m) => ({ friendship_status: 'none', friendship_id: null, ...m }));
      return { body: { items, total: items.length, limit: 20, offset: 0 } };
    },
    'POST /friends/request': (req) => {
      const id = (req.body as { addressee_id: number }).addressee_id;
      const request = friendshipWith(
        500 + id,
        members.find((m) => m.id === id)!,
        {
          status: 'pending',
          accepted_at: null,
        },
      );
      sent = [...sent, request];
      return { status: 201, body: request };
    },
    ...override,
  };
  const stub = stubFetch(
    new Proxy(routes, {
      get(target, key: string) {
        const [method, full = ''] = key.split(' ');
        const path = full.split('?')[0]!;
        return (
          target[key] ??
          target[`${method} ${path}`] ??
          dynamic.find(([m, pattern]) => m === method && pattern.test(path))?.[2]
        );
      },
    }),
  );
  return { ...stub, queryOf, state: () => ({ friends, received, sent, blocked }) };
}
