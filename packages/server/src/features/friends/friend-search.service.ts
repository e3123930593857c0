import {
  FRIEND_MESSAGES,
  type FriendSearchResult,
  type Page,
  friendSearchPageSchema,
  type friendSearchQuerySchema,
} from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { rows } from '../../db/raw';
import type { Viewer } from '../../db/visibility';
import { JsonText } from '../../http/json-text';
import { createTtlCache } from '../../lib/ttl-cache';
import { likeEscape, memberColumns, memberFrom } from './friends-sql';
import { createMemberSearchIndex } from './member-search-index';
import { createSearchLimiter } from './search-limit';

const MINUTE_MS = 60_000;
type SearchQuery = z.output<typeof friendSearchQuerySchema>;

/**
 * Member search for the Find Friends tab and the invite dialog: usernames and display names containing q
 * (prefix matches first), answered from the in-process member index (decision 018; `searchBySql` below is the
 * same search as one statement, which the tests hold the index to). Counted per member in the database so the member list cannot be scraped (every search
 * counts, answered from the cache or not). Answers are kept per member and query as checked JSON (decision 015):
 * a new member, a name, a request, an answer, a block or a deactivation changes them, so app.ts clears them after
 * every successful write and, through the change feed, in every other process.
 */
export function createFriendSearchService(ctx: AppContext) {
  const { config } = ctx;
  const limiter = createSearchLimiter(ctx, { windowMs: MINUTE_MS });
  // POTLUCK_LIST_CACHE_SECONDS; 0 turns it off.
  const cache = createTtlCache<JsonText>({ max: 2_000, ttlMs: config.listCacheSeconds * 1000 });
  const index = createMemberSearchIndex(ctx.database);

  return {
    /**
     * Forgets every cached answer and marks the member index stale: app.ts calls it after each successful write
     * (and on the change feed).
     */
    forget: () => {
      cache.clear();
      index.markStale();
    },
    /** Writes the search counts still held in the process. */
    flushCounts: () => limiter.flush(),

    async search(viewer: Viewer, query: SearchQuery): Promise<JsonText> {
      const limit = config.rateLimits.friendSearchPerMinute;
      await limiter.take(String(viewer.id), limit, FRIEND_MESSAGES.searchRateLimited);
      const text = query.q.toLowerCase();
      return cache.fetch(JSON.stringify([viewer.id, text, query.limit, query.offset]), async () =>
        JsonText.of(friendSearchPageSchema, await index.search(viewer.id, text, query)),
      );
    },
  };
}
export type FriendSearchService = ReturnType<typeof createFriendSearchService>;

/**
 * The search as one statement (two past the last page): what the service answered before decision 018, kept as the
 * definition the index is tested against. `text` is q lower-cased.
 */
export async function searchBySql(
  db: Db,
  viewer: Viewer,
  text: string,
  query: Omit<SearchQuery, 'q'>,
): Promise<Page<FriendSearchResult>> {
  const contains = `%${likeEscape(text)}%`;
  const prefix = `${likeEscape(text)}%`;
  const namePrefix = `%\n${likeEscape(text)}%`;
  // The viewer's own friendships and blocks first, through their indexes: joining on the pair's expression read
  // every friendship of the community for each search (50 ms at 120,000 friendships on PostgreSQL; 2 ms now).
  const matching = sql`FROM users u
        LEFT JOIN (
          SELECT f.id, f.status, f.requester_id,
            CASE WHEN f.requester_id = ${viewer.id} THEN f.addressee_id ELSE f.requester_id END AS other_id
          FROM friendships f WHERE f.requester_id = ${viewer.id} OR f.addressee_id = ${viewer.id}
        ) f ON f.other_id = u.id
        WHERE u.is_active AND u.id <> ${viewer.id}
          AND u.search_name LIKE ${contains}
          AND u.id NOT IN (SELECT blocked_id FROM member_blocks WHERE blocker_id = ${viewer.id}
            UNION ALL SELECT blocker_id FROM member_blocks WHERE blocked_id = ${viewer.id})
          AND NOT (coalesce(f.status, '') = 'pending' AND f.requester_id = ${viewer.id})`;
  const list = await rows<Record<string, unknown> & { f_id: number | null; f_status: string | null; total: number }>(
    db,
    sql`SELECT ${memberColumns('u', 'm_')}, f.id AS f_id, f.status AS f_status, count(*) OVER ()::int AS total
        ${matching}
        ORDER BY (u.search_name LIKE ${prefix} OR u.search_name LIKE ${namePrefix}) DESC,
          lower(u.username) COLLATE "C", u.id
        LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
  const items = list.map((r): FriendSearchResult => {
    const status = r.f_status === 'accepted' ? 'accepted' : r.f_status === 'pending' ? 'pending_received' : 'none';
    return {
      ...memberFrom(r, 'm_'),
      friendship_status: status,
      friendship_id: status === 'none' ? null : Number(r.f_id),
    };
  });
  const total = list.length > 0 ? Number(list[0]!.total) : query.offset === 0 ? 0 : await countAll();
  return { items, total, limit: query.limit, offset: query.offset };

  // Past the last page the window count is not there: count on its own.
  async function countAll(): Promise<number> {
    const [row] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n ${matching}`);
    return row?.n ?? 0;
  }
}
