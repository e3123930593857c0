import {
  FRIEND_MESSAGES,
  type Friendship,
  type FriendsOverview,
  type FriendStats,
  type friendRequestInputSchema,
  type friendResponseInputSchema,
  friendStatsSchema,
  friendsOverviewSchema,
} from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Executor, uniqueViolation } from '../../db/errors';
import { at, rows } from '../../db/raw';
import type { Viewer } from '../../db/visibility';
import { HttpError, conflict, forbidden, notFound, unprocessable } from '../../http/http-error';
import { JsonText } from '../../http/json-text';
import { createTtlCache } from '../../lib/ttl-cache';
import { bothActive, involves, pairIs, selectFriendships } from './friends-sql';

type RequestInput = z.output<typeof friendRequestInputSchema>;
type ResponseInput = z.output<typeof friendResponseInputSchema>;

/** Favourites first, then by the other member's name. */
const friendOrder = (viewerId: number): SQL =>
  sql`is_favorite DESC, lower(CASE WHEN f.requester_id = ${viewerId} THEN coalesce(ad.display_name, ad.username)
    ELSE coalesce(rq.display_name, rq.username) END), f.id`;

export function createFriendshipsService(ctx: AppContext) {
  const { db, config } = ctx;
  // Overviews and counts per member as checked JSON (decision 015); POTLUCK_LIST_CACHE_SECONDS, 0 turns it off.
  const cache = createTtlCache<JsonText>({ max: 2_000, ttlMs: config.listCacheSeconds * 1000 });

  async function readList(viewer: Viewer, includePending: boolean): Promise<FriendsOverview> {
    const all = await selectFriendships(
      db,
      viewer.id,
      sql`${involves(viewer.id)} AND f.status IN ('accepted', 'pending')`,
      friendOrder(viewer.id),
    );
    const friends = all.filter((f) => f.status === 'accepted');
    const received = all.filter((f) => f.status === 'pending' && f.addressee_id === viewer.id);
    const sent = all.filter((f) => f.status === 'pending' && f.requester_id === viewer.id);
    return {
      friends,
      pending_received: includePending ? received : [],
      pending_sent: includePending ? sent : [],
      total_friends: friends.length,
      total_pending: received.length + sent.length,
    };
  }

  async function readStats(viewer: Viewer): Promise<FriendStats> {
    const [row] = await rows<{ friends: number; pending: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE f.status = 'accepted')::int AS friends,
        count(*) FILTER (WHERE f.status = 'pending' AND f.addressee_id = ${viewer.id})::int AS pending
      FROM friendships f WHERE ${involves(viewer.id)} AND ${bothActive}`,
    );
    return { total_friends: row?.friends ?? 0, total_pending_requests: row?.pending ?? 0, total_family_circles: 0 };
  }

  const one = async (viewerId: number, id: number, executor: Executor = db): Promise<Friendship | undefined> =>
    (await selectFriendships(executor, viewerId, sql`f.id = ${id} AND ${involves(viewerId)}`))[0];

  /** The friendship row (any status) of the viewer with this id, or 404 with `detail`. */
  async function own(viewerId: number, id: number, detail: string): Promise<Friendship> {
    const found = await one(viewerId, id);
    if (!found) throw notFound(detail);
    return found;
  }

  /** The active member a request names; 404 when unknown, inactive or when they blocked you. */
  async function addressee(viewer: Viewer, input: RequestInput): Promise<number> {
    const field = input.addressee_id != null ? 'addressee_id' : 'username';
    const match =
      input.addressee_id != null
        ? sql`u.id = ${input.addressee_id}`
        : sql`lower(u.username) = lower(${input.username ?? ''})`;
    const [member] = await rows<{ id: number; i_blocked: boolean; they_blocked: boolean }>(
      db,
      sql`SELECT u.id,
        EXISTS (SELECT 1 FROM member_blocks WHERE blocker_id = ${viewer.id} AND blocked_id = u.id) AS i_blocked,
        EXISTS (SELECT 1 FROM member_blocks WHERE blocker_id = u.id AND blocked_id = ${viewer.id}) AS they_blocked
      FROM users u WHERE ${match} AND u.is_active`,
    );
    if (member && Number(member.id) === viewer.id) {
      throw unprocessable({ loc: ['body', field], msg: FRIEND_MESSAGES.notYourself, type: 'value_error' });
    }
    if (!member || member.they_blocked) throw notFound(FRIEND_MESSAGES.memberNotFound);
    if (member.i_blocked) throw forbidden(FRIEND_MESSAGES.youBlocked);
    return Number(member.id);
  }

  /** Makes the pair friends now (a reverse request, an invite code): accepted, whoever asked first. */
  async function acceptRow(id: number, executor: Executor = db) {
    const now = at(config.now());
    await executor.execute(
      sql`UPDATE friendships SET status = 'accepted', accepted_at = ${now}, updated_at = ${now} WHERE id = ${id}`,
    );
  }

  return {
    acceptRow,
    one,

    /** Forgets every cached overview and count: app.ts calls it after each successful write (and on the change feed). */
    forget: () => cache.clear(),

    /** The member's friends overview as last read (decision 015), else read now (one statement) and kept. */
    list: (viewer: Viewer, includePending: boolean): Promise<JsonText> =>
      cache.fetch(`list ${viewer.id} ${includePending}`, async () =>
        JsonText.of(friendsOverviewSchema, await readList(viewer, includePending)),
      ),

    stats: (viewer: Viewer): Promise<JsonText> =>
      cache.fetch(`stats ${viewer.id}`, async () => JsonText.of(friendStatsSchema, await readStats(viewer))),

    /** A new request; the reverse pending one is accepted instead; a declined one may be asked again. */
    async request(viewer: Viewer, input: RequestInput): Promise<Friendship> {
      const other = await addressee(viewer, input);
      const now = at(config.now());
      const [existing] = await rows<{ id: number; status: string; requester_id: number }>(
        db,
        sql`SELECT f.id, f.status, f.requester_id FROM friendships f WHERE ${pairIs('f', viewer.id, other)}`,
      );
      let id: number;
      if (!existing) {
        try {
          const [row] = await rows<{ id: number }>(
            db,
            sql`INSERT INTO friendships (requester_id, addressee_id, status, message, created_at, updated_at)
              VALUES (${viewer.id}, ${other}, 'pending', ${input.message || null}, ${now}, ${now}) RETURNING id`,
          );
          id = Number(row!.id);
        } catch (err) {
          // The other member asked at the same moment: one of the two requests wins.
          if (uniqueViolation(err) === 'friendships_pair_key') throw conflict(FRIEND_MESSAGES.alreadyRequested);
          throw err;
        }
      } else if (existing.status === 'accepted') {
        throw conflict(FRIEND_MESSAGES.alreadyFriends);
      } else if (existing.status === 'pending' && Number(existing.requester_id) === viewer.id) {
        throw conflict(FRIEND_MESSAGES.alreadyRequested);
      } else if (existing.status === 'pending') {
        id = Number(existing.id);
        await acceptRow(id);
      } else {
        id = Number(existing.id);
        await db.execute(
          sql`UPDATE friendships SET requester_id = ${viewer.id}, addressee_id = ${other}, status = 'pending',
            message = ${input.message || null}, requester_favorite = false, addressee_favorite = false,
            accepted_at = NULL, created_at = ${now}, updated_at = ${now} WHERE id = ${id}`,
        );
      }
      return (await one(viewer.id, id))!;
    },

    /** The addressee accepts or declines a pending request. */
    async respond(viewer: Viewer, id: number, input: ResponseInput): Promise<Friendship> {
      const found = await own(viewer.id, id, FRIEND_MESSAGES.requestNotFound);
      if (found.addressee_id !== viewer.id) throw forbidden(FRIEND_MESSAGES.onlyAddressee);
      if (found.status !== 'pending') throw conflict(FRIEND_MESSAGES.alreadyAnswered);
      const now = at(config.now());
      const updated = await rows(
        db,
        input.status === 'accepted'
          ? sql`UPDATE friendships SET status = 'accepted', accepted_at = ${now}, updated_at = ${now},
              addressee_favorite = ${input.is_favorite ?? false} WHERE id = ${id} AND status = 'pending' RETURNING id`
          : sql`UPDATE friendships SET status = 'declined', updated_at = ${now}
              WHERE id = ${id} AND status = 'pending' RETURNING id`,
      );
      // Withdrawn or answered between the read and the write.
      if (updated.length === 0) throw new HttpError(409, FRIEND_MESSAGES.alreadyAnswered);
      return (await one(viewer.id, id))!;
    },

    /** Either member ends the friendship or withdraws / drops the request. */
    async remove(viewer: Viewer, id: number): Promise<null> {
      const gone = await rows(
        db,
        sql`DELETE FROM friendships f WHERE f.id = ${id} AND ${involves(viewer.id)} RETURNING f.id`,
      );
      if (gone.length === 0) throw notFound(FRIEND_MESSAGES.friendshipNotFound);
      return null;
    },

    async favorite(viewer: Viewer, id: number, isFavorite: boolean): Promise<Friendship> {
      const found = await own(viewer.id, id, FRIEND_MESSAGES.friendshipNotFound);
      if (found.status !== 'accepted') throw conflict(FRIEND_MESSAGES.notAFriendYet);
      const column = sql.raw(found.requester_id === viewer.id ? 'requester_favorite' : 'addressee_favorite');
      await db.execute(sql`UPDATE friendships SET ${column} = ${isFavorite} WHERE id = ${id}`);
      return (await one(viewer.id, id))!;
    },

    /** Whether the two are accepted friends (and neither blocked the other: a block ends the friendship). */
    async areFriends(a: number, b: number, executor: Executor = db): Promise<boolean> {
      const found = await rows(
        executor,
        sql`SELECT 1 FROM friendships f WHERE ${pairIs('f', a, b)} AND f.status = 'accepted'`,
      );
      return found.length > 0;
    },
  };
}
export type FriendshipsService = ReturnType<typeof createFriendshipsService>;
