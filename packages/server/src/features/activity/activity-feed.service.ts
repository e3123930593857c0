import {
  type ActivityFeed,
  type ActivityItem,
  type ActivityUnseen,
  type activityFeedQuerySchema,
  activityFeedSchema,
  activityUnseenSchema,
} from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { at, rows, rowsWithCachedPlan, toIso } from '../../db/raw';
import { LISTED, type Viewer, visibleTo } from '../../db/visibility';
import { JsonText } from '../../http/json-text';
import { createTtlCache } from '../../lib/ttl-cache';
import { memberColumns, memberFrom } from '../friends/friends-sql';

type FeedQuery = z.output<typeof activityFeedQuerySchema>;

/** A like or bookmark of one of the viewer's recipes, grouped per recipe and UTC day (latest member as actor). */
function grouped(kind: 'recipe_liked' | 'recipe_bookmarked', table: string, viewer: Viewer): SQL {
  const t = sql.raw(table);
  const day = sql`to_char(x.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  return sql`SELECT ${kind} AS kind, ${kind} || ':' || x.recipe_id || ':' || ${day} AS key, max(x.created_at) AS at,
      (array_agg(x.user_id ORDER BY x.created_at DESC, x.user_id DESC))[1] AS actor_id, count(*)::int AS n,
      x.recipe_id, NULL::text AS message, NULL::int AS friendship_id
    FROM ${t} x JOIN recipes r ON r.id = x.recipe_id
    WHERE r.author_id = ${viewer.id} AND x.user_id <> ${viewer.id} AND x.user_id NOT IN (SELECT id FROM blocked)
    GROUP BY x.recipe_id, ${day}`;
}

/**
 * Every event of the viewer's feed as (kind, key, at, actor_id, n, recipe_id, message, friendship_id), with the
 * CTEs it needs: the viewer's friends and the members blocked either way (whose events never show).
 */
function events(viewer: Viewer): SQL {
  const me = viewer.id;
  return sql`WITH friends AS (
      SELECT CASE WHEN f.requester_id = ${me} THEN f.addressee_id ELSE f.requester_id END AS id
      FROM friendships f WHERE (f.requester_id = ${me} OR f.addressee_id = ${me}) AND f.status = 'accepted'
    ), blocked AS (
      SELECT blocked_id AS id FROM member_blocks WHERE blocker_id = ${me}
      UNION SELECT blocker_id FROM member_blocks WHERE blocked_id = ${me}
    ), events AS (
      SELECT 'recipe_shared' AS kind, 'recipe_shared:' || s.id AS key, s.created_at AS at, s.user_id AS actor_id,
        1 AS n, s.recipe_id, s.message, NULL::int AS friendship_id
      FROM recipe_shares s JOIN recipes r ON r.id = s.recipe_id
      WHERE s.shared_with_id = ${me} AND s.share_type = 'friend' AND ${visibleTo(viewer)}
        AND s.user_id NOT IN (SELECT id FROM blocked)
      UNION ALL
      SELECT 'friend_request_received', 'friend_request_received:' || f.id, f.created_at, f.requester_id, 1, NULL,
        f.message, f.id
      FROM friendships f WHERE f.addressee_id = ${me} AND f.status = 'pending'
      UNION ALL
      SELECT 'friend_request_accepted', 'friend_request_accepted:' || f.id, f.accepted_at, f.addressee_id, 1, NULL,
        NULL, f.id
      FROM friendships f WHERE f.requester_id = ${me} AND f.status = 'accepted' AND f.accepted_at IS NOT NULL
      UNION ALL
      SELECT 'friend_recipe_published', 'friend_recipe_published:' || r.id, r.published_at, r.author_id, 1, r.id,
        NULL, NULL
      FROM recipes r WHERE r.author_id IN (SELECT id FROM friends) AND ${LISTED} AND r.published_at IS NOT NULL
      UNION ALL ${grouped('recipe_liked', 'recipe_likes', viewer)}
      UNION ALL ${grouped('recipe_bookmarked', 'recipe_bookmarks', viewer)}
    ), seen AS (
      SELECT coalesce((SELECT seen_at FROM activity_reads WHERE user_id = ${me}), '-infinity'::timestamptz) AS at
    )`;
}

/**
 * Events of deactivated members never show. An anti-join on the small index of inactive members: joining every
 * member (hashing the whole users table) cost ten times the rest of the feed.
 */
const actorActive = sql`NOT EXISTS (SELECT 1 FROM users x WHERE x.id = e.actor_id AND NOT x.is_active)`;

interface FeedRow extends Record<string, unknown> {
  kind: ActivityItem['kind'];
  key: string;
  at: string | Date;
  n: number;
  recipe_id: number | null;
  title: string | null;
  slug: string | null;
  message: string | null;
  friendship_id: number | null;
  is_new: boolean;
  total: number;
  new_count: number;
}

/**
 * The Activity page and the sidebar's "new" count (spec 000 §2, §7 Activity). Pages and counts are kept per member
 * as checked JSON (decision 015): any write anywhere may change some feed (a share, a friendship, a block, a
 * recipe published or hidden, a like, a bookmark, a deactivation, the member's own "seen"), so app.ts clears them
 * after every successful write and, through the change feed, in every other process.
 */
export function createActivityFeedService(ctx: AppContext) {
  const { db, config, database } = ctx;
  // Keyed by member and role (an admin sees every shared recipe) and the page; POTLUCK_LIST_CACHE_SECONDS, 0 is off.
  const cache = createTtlCache<JsonText>({ max: 2_000, ttlMs: config.listCacheSeconds * 1000 });
  const who = (viewer: Viewer) => `${viewer.id} ${viewer.role}`;

  async function readUnseen(viewer: Viewer): Promise<ActivityUnseen> {
    const [row] = await rowsWithCachedPlan<{ new_count: number; last_seen_at: string | Date | null }>(
      database,
      sql`${events(viewer)}
      SELECT (SELECT count(*)::int FROM events e WHERE ${actorActive} AND e.at > (SELECT at FROM seen)) AS new_count,
        (SELECT seen_at FROM activity_reads WHERE user_id = ${viewer.id}) AS last_seen_at`,
    );
    return { new_count: row?.new_count ?? 0, last_seen_at: row?.last_seen_at ? toIso(row.last_seen_at) : null };
  }

  async function readFeed(viewer: Viewer, query: FeedQuery): Promise<ActivityFeed> {
    const list = await rowsWithCachedPlan<FeedRow>(
      database,
      sql`${events(viewer)}
        SELECT p.*, r.title, r.slug, ${memberColumns('a', 'a_')} FROM (
          SELECT e.*, e.at > seen.at AS is_new,
            count(*) OVER ()::int AS total, count(*) FILTER (WHERE e.at > seen.at) OVER ()::int AS new_count
          FROM events e CROSS JOIN seen WHERE ${actorActive}
          ORDER BY e.at DESC, e.key DESC LIMIT ${query.limit} OFFSET ${query.offset}
        ) p JOIN users a ON a.id = p.actor_id LEFT JOIN recipes r ON r.id = p.recipe_id
        ORDER BY p.at DESC, p.key DESC`,
    );
    const counts = list[0] ?? (query.offset > 0 ? await unseenAndTotal(viewer) : { total: 0, new_count: 0 });
    return {
      items: list.map((r) => ({
        id: r.key,
        kind: r.kind,
        created_at: toIso(r.at),
        actor: memberFrom(r, 'a_'),
        count: Number(r.n),
        recipe: r.recipe_id === null ? null : { id: Number(r.recipe_id), title: r.title ?? '', slug: r.slug },
        message: r.message,
        friendship_id: r.friendship_id === null ? null : Number(r.friendship_id),
        is_new: Boolean(r.is_new),
      })),
      total: Number(counts.total),
      limit: query.limit,
      offset: query.offset,
      new_count: Number(counts.new_count),
    };
  }

  return {
    /** Forgets every cached page and count: app.ts calls it after each successful write (and on the change feed). */
    forget: () => cache.clear(),

    /** The feed's page as last read, else read now (one statement) and kept. */
    feed: (viewer: Viewer, query: FeedQuery): Promise<JsonText> =>
      cache.fetch(`feed ${who(viewer)} ${query.limit} ${query.offset}`, async () =>
        JsonText.of(activityFeedSchema, await readFeed(viewer, query)),
      ),

    unseen: (viewer: Viewer): Promise<JsonText> =>
      cache.fetch(`unseen ${who(viewer)}`, async () => JsonText.of(activityUnseenSchema, await readUnseen(viewer))),

    async markSeen(viewer: Viewer): Promise<ActivityUnseen> {
      await db.execute(
        sql`INSERT INTO activity_reads (user_id, seen_at) VALUES (${viewer.id}, ${at(config.now())})
          ON CONFLICT (user_id) DO UPDATE SET seen_at = EXCLUDED.seen_at`,
      );
      // Not from the cache: this write clears it only once the answer is sent.
      return readUnseen(viewer);
    },
  };

  /** Past the last page: the counts on their own. */
  async function unseenAndTotal(viewer: Viewer) {
    const [row] = await rows<{ total: number; new_count: number }>(
      db,
      sql`${events(viewer)}
      SELECT count(*)::int AS total, count(*) FILTER (WHERE e.at > seen.at)::int AS new_count
      FROM events e CROSS JOIN seen WHERE ${actorActive}`,
    );
    return row ?? { total: 0, new_count: 0 };
  }
}
export type ActivityFeedService = ReturnType<typeof createActivityFeedService>;
