import type { Friendship, FriendsOverview, MemberSummary } from '@potluck/api';

/** The signed-in member of page tests (src/test/fetch-stub's `member`, id 2). */
export const VIEWER_ID = 2;

export const memberOf = (id: number, username: string, display_name: string | null = null): MemberSummary => ({
  id,
  username,
  display_name,
  first_name: null,
  last_name: null,
  avatar_url: null,
});

export const rosa = memberOf(VIEWER_ID, 'rosa', 'Rosa Martinez');
export const ana = memberOf(7, 'ana', 'Ana Lima');
export const bea = memberOf(8, 'bea', 'Bea Costa');
export const zeca = memberOf(9, 'zeca', 'Zeca Pires');

/** A friendship between the viewer and `other`; `fromViewer` says who asked. */
export function friendshipWith(
  id: number,
  other: MemberSummary,
  overrides: Partial<Friendship> & { fromViewer?: boolean } = {},
): Friendship {
  const { fromViewer = true, ...rest } = overrides;
  const [requester, addressee] = fromViewer ? [rosa, other] : [other, rosa];
  return {
    id,
    requester_id: requester.id,
    addressee_id: addressee.id,
    requester,
    addressee,
    status: 'accepted',
    is_favorite: false,
    message: null,
    created_at: '2026-11-20T10:00:00Z',
    accepted_at: '2026-11-20T11:00:00Z',
    ...rest,
  };
}

export function overviewOf(
  friends: Friendship[],
  pendingReceived: Friendship[] = [],
  pendingSent: Friendship[] = [],
): FriendsOverview {
  return {
    friends,
    pending_received: pendingReceived,
    pending_sent: pendingSent,
    total_friends: friends.length,
    total_pending: pendingReceived.length + pendingSent.length,
  };
}
