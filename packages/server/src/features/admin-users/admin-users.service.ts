import {
  ADMIN_USER_MESSAGES,
  type AdminUser,
  adminUserPageSchema,
  adminUserStatsSchema,
  type adminCreateUserSchema,
  type adminUpdateUserSchema,
  type adminUserListQuerySchema,
} from '@potluck/api';
import { type SQL, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { rows, rowsWithCachedPlan } from '../../db/raw';
import { type UserRow, users } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../http/http-error';
import { JsonText } from '../../http/json-text';
import { createTtlCache } from '../../lib/ttl-cache';
import type { SessionService } from '../auth/session.service';
import type { UsersService } from '../users/users.service';
import {
  type AdminUserRow,
  type StatsRow,
  countQuery,
  listWhere,
  oneQuery,
  pageQuery,
  statsQuery,
  toAdminUser,
} from './admin-users-sql';

type Patch = Partial<z.output<typeof adminUpdateUserSchema>>;

/**
 * The admin's user management (spec 001 §6: admins only; routes check the role). Deactivation and a new
 * password end every session of the member (the session check also refuses an inactive account at once).
 */
export function createAdminUsersService(ctx: AppContext, deps: { users: UsersService; sessions: SessionService }) {
  const { db, config } = ctx;
  // The admin's lists and counts as last read (decision 008's pattern): cleared by every write here and,
  // through the change feed, in every other process; at most POTLUCK_LIST_CACHE_SECONDS old otherwise.
  const cache = createTtlCache<JsonText>({ max: 500, ttlMs: config.listCacheSeconds * 1000 });

  async function get(id: number): Promise<AdminUser> {
    const [row] = await rows<AdminUserRow>(db, oneQuery(id));
    if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
    return toAdminUser(row);
  }

  /** Refuses what would leave no active admin; the admins' rows stay locked until the change commits. */
  async function update(actor: UserRow, id: number, patch: Patch): Promise<AdminUser> {
    const demote = patch.role === 'user';
    const deactivate = patch.is_active === false;
    if (id === actor.id && deactivate) throw forbidden(ADMIN_USER_MESSAGES.selfDeactivate);
    if (id === actor.id && demote) throw forbidden(ADMIN_USER_MESSAGES.selfDemote);
    const passwordHash = patch.password ? await ctx.passwords.hash(patch.password) : undefined;
    const before = await db.transaction(async (tx) => {
      const admins = await rows<{ id: number }>(
        tx,
        sql`SELECT id FROM users WHERE role = 'admin' AND is_active ORDER BY id FOR UPDATE`,
      );
      const [target] = await tx.select().from(users).where(eq(users.id, id));
      if (!target) throw notFound(ADMIN_USER_MESSAGES.notFound);
      const losesAdmin = target.role === 'admin' && target.isActive && (demote || deactivate);
      if (losesAdmin && admins.filter((a) => a.id !== id).length === 0) throw conflict(ADMIN_USER_MESSAGES.lastAdmin);
      const set = {
        ...(patch.first_name !== undefined ? { firstName: patch.first_name } : {}),
        ...(patch.last_name !== undefined ? { lastName: patch.last_name } : {}),
        ...(patch.display_name !== undefined ? { displayName: patch.display_name } : {}),
        ...(patch.role !== undefined ? { role: patch.role } : {}),
        ...(patch.is_active !== undefined ? { isActive: patch.is_active } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      };
      if (Object.keys(set).length > 0)
        await tx
          .update(users)
          .set({ ...set, updatedAt: config.now() })
          .where(eq(users.id, id));
      return target;
    });
    if ((deactivate && before.isActive) || passwordHash) await deps.sessions.endAll(id);
    return get(id);
  }

  return {
    get,
    update,
    /** Forgets every cached list and count: app.ts calls it after each successful write (and on the change feed). */
    forget: () => cache.clear(),
    /** A page of members, kept as checked JSON for the list cache's lifetime unless a write clears it first. */
    list(query: z.output<typeof adminUserListQuerySchema>): Promise<JsonText> {
      const key = `list ${JSON.stringify([query.search ?? '', query.role_filter, query.status_filter, query.limit, query.offset])}`;
      return cache.fetch(key, async () => {
        const where = listWhere(query);
        // Without a search the best plan never depends on the values (walk users_created_idx): plan it once.
        const read = <T>(q: SQL) => (query.search ? rows<T>(db, q) : rowsWithCachedPlan<T>(ctx.database, q));
        const found = await read<AdminUserRow>(pageQuery(where, query.limit, query.offset));
        // A short first page is the whole count; otherwise count the matches.
        const total =
          query.offset === 0 && found.length < query.limit
            ? found.length
            : ((await read<{ n: number }>(countQuery(where)))[0]?.n ?? 0);
        const page = { items: found.map(toAdminUser), total, limit: query.limit, offset: query.offset };
        return JsonText.of(adminUserPageSchema, page);
      });
    },
    stats(): Promise<JsonText> {
      return cache.fetch('stats', async () => {
        const [row] = await rows<StatsRow>(db, statsQuery(config.now()));
        return JsonText.of(adminUserStatsSchema, row);
      });
    },
    async create(input: z.output<typeof adminCreateUserSchema>): Promise<AdminUser> {
      await deps.users.assertAvailable(input.username, input.email);
      const created = await deps.users.create({
        username: input.username,
        email: input.email,
        passwordHash: await ctx.passwords.hash(input.password),
        role: input.role,
        firstName: input.first_name,
        lastName: input.last_name,
      });
      return get(created.id);
    },
    deactivate: (actor: UserRow, id: number) => update(actor, id, { is_active: false }),
    activate: (actor: UserRow, id: number) => update(actor, id, { is_active: true }),
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
