import type { AdminUser, AdminUserStats } from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import { at, toIso } from '../../db/raw';
import { containsPattern } from '../invitations/invitation-search';

export interface AdminUserRow {
  id: number;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  role: 'user' | 'admin';
  is_active: boolean;
  created_at: Date | string;
  avatar_url: string | null;
  recipe_count: number;
}

export const toAdminUser = (r: AdminUserRow): AdminUser => ({ ...r, created_at: toIso(r.created_at) });

const COLUMNS = sql`u.id, u.username, u.email, u.first_name, u.last_name, u.display_name, u.role, u.is_active,
  u.created_at, u.avatar_url, (SELECT count(*)::int FROM recipes r WHERE r.author_id = u.id) AS recipe_count`;

/** The filters of GET /admin/users; the search matches any part of username, email, display or full name. */
export function listWhere(q: { search?: string | undefined; role_filter: string; status_filter: string }): SQL {
  const parts: SQL[] = [];
  if (q.role_filter !== 'all') parts.push(sql`u.role = ${q.role_filter}`);
  if (q.status_filter !== 'all') parts.push(sql`u.is_active = ${q.status_filter === 'active'}`);
  if (q.search) {
    const p = containsPattern(q.search);
    parts.push(sql`(lower(u.username) LIKE ${p} OR lower(u.email) LIKE ${p} OR lower(u.display_name) LIKE ${p}
      OR lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) LIKE ${p})`);
  }
  return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
}

/** One page, newest first (users_created_idx walks it without sorting the matches); recipe counts for its rows. */
export const pageQuery = (where: SQL, limit: number, offset: number) => sql`
  SELECT ${COLUMNS} FROM users u WHERE ${where}
  ORDER BY u.created_at DESC, u.id DESC LIMIT ${limit} OFFSET ${offset}`;

export const countQuery = (where: SQL) => sql`SELECT count(*)::int AS n FROM users u WHERE ${where}`;

export const oneQuery = (id: number) => sql`SELECT ${COLUMNS} FROM users u WHERE u.id = ${id}`;

export const statsQuery = (now: Date) => sql`SELECT
    count(*)::int AS total_users,
    count(*) FILTER (WHERE is_active)::int AS active_users,
    count(*) FILTER (WHERE NOT is_active)::int AS inactive_users,
    count(*) FILTER (WHERE role = 'admin')::int AS admin_users,
    count(*) FILTER (WHERE role = 'user')::int AS regular_users,
    count(*) FILTER (WHERE created_at > ${at(new Date(now.getTime() - 30 * 24 * 3600_000))})::int AS new_users_30_days,
    (SELECT count(*)::int FROM invitations WHERE accepted_at IS NULL AND expires_at > ${at(now)}) AS pending_invitations
  FROM users`;
export type StatsRow = AdminUserStats;
