import type { Friendship, MemberSummary } from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import { rows, toIso } from '../../db/raw';
import type { Executor } from '../../db/errors';

/** The public columns of a member (no email, hash or token) under `alias`, each prefixed `prefix`. */
export const memberColumns = (alias: string, prefix: string): SQL =>
  sql.raw(
    ['id', 'username', 'display_name', 'first_name', 'last_name', 'avatar_url']
      .map((c) => `${alias}.${c} AS ${prefix}${c}`)
      .join(', '),
  );

type MemberRow = Record<string, unknown>;

/** The member read back from columns selected with memberColumns(alias, prefix). */
export const memberFrom = (row: MemberRow, prefix: string): MemberSummary => ({
  id: Number(row[`${prefix}id`]),
  username: row[`${prefix}username`] as string,
  display_name: (row[`${prefix}display_name`] as string | null) ?? null,
  first_name: (row[`${prefix}first_name`] as string | null) ?? null,
  last_name: (row[`${prefix}last_name`] as string | null) ?? null,
  avatar_url: (row[`${prefix}avatar_url`] as string | null) ?? null,
});

/** True when either member blocked the other (a block works in both directions). */
export const blockedBetween = (a: SQL | number, b: SQL | number): SQL =>
  sql`EXISTS (SELECT 1 FROM member_blocks mb WHERE (mb.blocker_id = ${a} AND mb.blocked_id = ${b})
    OR (mb.blocker_id = ${b} AND mb.blocked_id = ${a}))`;

/** The friendship row of a pair, whichever asked (the pair's unique index). */
export const pairIs = (alias: string, a: SQL | number, b: SQL | number): SQL =>
  sql`LEAST(${sql.raw(alias)}.requester_id, ${sql.raw(alias)}.addressee_id) = LEAST(${a}::int, ${b}::int)
    AND GREATEST(${sql.raw(alias)}.requester_id, ${sql.raw(alias)}.addressee_id) = GREATEST(${a}::int, ${b}::int)`;

/** Neither member of `friendships f` is deactivated (an anti-join on the small index of inactive members). */
export const bothActive = sql`NOT EXISTS (SELECT 1 FROM users x
  WHERE x.id IN (f.requester_id, f.addressee_id) AND NOT x.is_active)`;

interface FriendshipRowShape extends MemberRow {
  id: number;
  requester_id: number;
  addressee_id: number;
  status: Friendship['status'];
  message: string | null;
  is_favorite: boolean;
  created_at: string | Date;
  accepted_at: string | Date | null;
}

/**
 * Friendships as the viewer sees them (their own favourite mark), with both members, where `where` holds (over
 * `friendships f`); only pairs of active members. Ordered by `order`.
 */
export async function selectFriendships(
  db: Executor,
  viewerId: number,
  where: SQL,
  order: SQL = sql`f.id`,
): Promise<Friendship[]> {
  const list = await rows<FriendshipRowShape>(
    db,
    sql`SELECT f.id, f.requester_id, f.addressee_id, f.status, f.message, f.created_at, f.accepted_at,
      CASE WHEN f.requester_id = ${viewerId} THEN f.requester_favorite ELSE f.addressee_favorite END AS is_favorite,
      ${memberColumns('rq', 'rq_')}, ${memberColumns('ad', 'ad_')}
    FROM friendships f
    JOIN users rq ON rq.id = f.requester_id
    JOIN users ad ON ad.id = f.addressee_id
    WHERE ${where} AND ${bothActive}
    ORDER BY ${order}`,
  );
  return list.map((r) => ({
    id: Number(r.id),
    requester_id: Number(r.requester_id),
    addressee_id: Number(r.addressee_id),
    requester: memberFrom(r, 'rq_'),
    addressee: memberFrom(r, 'ad_'),
    status: r.status,
    is_favorite: Boolean(r.is_favorite),
    message: r.message,
    created_at: toIso(r.created_at),
    accepted_at: r.accepted_at === null ? null : toIso(r.accepted_at),
  }));
}

/** The viewer's friendships of either side (over `friendships f`). */
export const involves = (viewerId: number): SQL => sql`(f.requester_id = ${viewerId} OR f.addressee_id = ${viewerId})`;

/** The other member of a friendship. */
export const otherOf = (f: Friendship, viewerId: number): MemberSummary =>
  f.requester_id === viewerId ? f.addressee : f.requester;

/** Text searched with LIKE: its wildcards match only themselves. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
