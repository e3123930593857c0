import { FRIEND_MESSAGES, type FriendSearchResult, type Page, type friendSearchQuerySchema } from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { rows } from '../../db/raw';
import type { Viewer } from '../../db/visibility';
import type { AttemptsService } from '../auth/attempts.service';
import { blockedBetween, likeEscape, memberColumns, memberFrom, pairIs } from './friends-sql';

const MINUTE_MS = 60_000;
type SearchQuery = z.output<typeof friendSearchQuerySchema>;

/**
 * Member search for the Find Friends tab and the invite dialog: usernames and display names containing q
 * (prefix matches first). Counted per member in the database so the member list cannot be scraped.
 */
export function createFriendSearchService(ctx: AppContext, deps: { attempts: AttemptsService }) {
  const { db, config } = ctx;
  const { attempts } = deps;

  return {
    async search(viewer: Viewer, query: SearchQuery): Promise<Page<FriendSearchResult>> {
      const key = String(viewer.id);
      const limit = config.rateLimits.friendSearchPerMinute;
      await attempts.take('friend_search', key, limit, FRIEND_MESSAGES.searchRateLimited, MINUTE_MS);
      const text = query.q.toLowerCase();
      const contains = `%${likeEscape(text)}%`;
      const prefix = `${likeEscape(text)}%`;
      const namePrefix = `%\n${likeEscape(text)}%`;
      const matching = sql`FROM users u
        LEFT JOIN friendships f ON ${pairIs('f', viewer.id, sql`u.id`)}
        WHERE u.is_active AND u.id <> ${viewer.id}
          AND u.search_name LIKE ${contains}
          AND NOT ${blockedBetween(viewer.id, sql`u.id`)}
          AND NOT (coalesce(f.status, '') = 'pending' AND f.requester_id = ${viewer.id})`;
      const list = await rows<
        Record<string, unknown> & { f_id: number | null; f_status: string | null; total: number }
      >(
        db,
        sql`SELECT ${memberColumns('u', 'm_')}, f.id AS f_id, f.status AS f_status, count(*) OVER ()::int AS total
        ${matching}
        ORDER BY (u.search_name LIKE ${prefix} OR u.search_name LIKE ${namePrefix}) DESC,
          lower(u.username), u.id
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
    },
  };
}
export type FriendSearchService = ReturnType<typeof createFriendSearchService>;
