import { type Friendship, type FriendsOverview, memberName } from '@potluck/api';
import { table, type Column } from './text-layout';

const other = (f: Friendship, viewerId: number) => (f.requester_id === viewerId ? f.addressee : f.requester);

/**
 * `potluck friends list`: friends (favourites first, marked ★) as a table, then the requests waiting for you and
 * the ones you sent. Empty states use the spec's wording.
 */
export function renderFriends(overview: FriendsOverview, viewerId: number, width = 80): string {
  const out: string[] = [];
  if (overview.friends.length === 0) out.push('No friends yet');
  else {
    const columns: Column[] = [
      { header: 'USERNAME' },
      { header: 'NAME', shrink: true, minWidth: 8 },
      { header: 'SINCE' },
    ];
    const rows = overview.friends.map((f) => {
      const m = other(f, viewerId);
      return [`${f.is_favorite ? '★ ' : ''}${m.username}`, memberName(m), (f.accepted_at ?? f.created_at).slice(0, 10)];
    });
    out.push(...table(columns, rows, width));
  }
  const pending = (title: string, list: Friendship[], line: (f: Friendship) => string) =>
    list.length === 0 ? [] : ['', title, ...list.map((f) => `  ${line(f)}`)];
  out.push(
    ...pending('Requests for you (accept with `potluck friends accept <username>`):', overview.pending_received, (f) =>
      withMessage(`${f.requester.username} (${memberName(f.requester)})`, f.message),
    ),
    ...pending(
      'Requests you sent:',
      overview.pending_sent,
      (f) => `${f.addressee.username} (${memberName(f.addressee)})`,
    ),
  );
  if (overview.friends.length > 0 && overview.total_pending === 0) out.push('', 'No pending requests');
  return out.join('\n');
}

const withMessage = (text: string, message: string | null) => (message ? `${text}: “${message}”` : text);
