import { SEARCH_USERS_LIMIT, type SearchUserResult } from '@potluck/api';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rows } from '../../db/raw';

const isEmail = (q: string) => z.email().safeParse(q).success;
/** A LIKE pattern that matches the text literally anywhere. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Found {
  id: number;
  username: string;
  email: string;
  display_name: string | null;
  avatar_url: string | null;
}

/**
 * GET /invitations/search-users: active members by username or display name (never by a part of an address,
 * and addresses are not shown), or by their exact address; an address no member has comes back once as
 * someone to invite. The searcher is left out.
 */
export function createInvitationSearch(ctx: AppContext) {
  return async function searchUsers(viewerId: number, rawQuery: string): Promise<{ items: SearchUserResult[] }> {
    const q = rawQuery.trim();
    if (q.includes('@')) {
      const [member] = await rows<Found>(
        ctx.db,
        sql`SELECT id, username, email, display_name, avatar_url FROM users
          WHERE lower(email) = lower(${q}) AND is_active AND id <> ${viewerId}`,
      );
      if (member) return { items: [{ ...member, is_existing_user: true }] };
      const mine = await rows<{ id: number }>(
        ctx.db,
        sql`SELECT id FROM users WHERE id = ${viewerId} AND lower(email) = lower(${q})`,
      );
      if (mine.length > 0 || !isEmail(q)) return { items: [] };
      const email = q.toLowerCase();
      return {
        items: [{ id: null, username: null, email, display_name: null, avatar_url: null, is_existing_user: false }],
      };
    }
    const pattern = containsPattern(q);
    const found = await rows<Found>(
      ctx.db,
      sql`SELECT id, username, email, display_name, avatar_url FROM users
        WHERE is_active AND id <> ${viewerId}
          AND (lower(username) LIKE ${pattern} OR lower(display_name) LIKE ${pattern})
        ORDER BY (lower(username) = lower(${q})) DESC, (lower(username) LIKE ${pattern.slice(1)}) DESC, username
        LIMIT ${SEARCH_USERS_LIMIT}`,
    );
    return { items: found.map((f) => ({ ...f, email: null, is_existing_user: true })) };
  };
}
