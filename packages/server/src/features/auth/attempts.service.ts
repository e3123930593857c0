import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { at, rows, toIso } from '../../db/raw';
import { authAttempts } from '../../db/schema/index';
import { tooManyRequests } from '../../http/http-error';

export type AttemptKind = 'login_failure' | 'register' | 'friend_search' | 'friend_invite_code';
const HOUR_MS = 3600_000;

/**
 * Per-account counters in the database (per-IP limits are in memory): they survive restarts and hold
 * across processes, which an account lockout must.
 */
export function createAttemptsService(ctx: AppContext) {
  const { db, config } = ctx;
  return {
    /** 429 with Retry-After (until the oldest counted attempt leaves the window) once limit is reached. */
    async assertBelow(
      kind: AttemptKind,
      accountKey: string,
      limit: number,
      detail: string,
      windowMs = HOUR_MS,
    ): Promise<void> {
      const now = config.now().getTime();
      const [row] = await db
        .select({ n: count(), oldest: min(authAttempts.createdAt) })
        .from(authAttempts)
        .where(
          and(
            eq(authAttempts.kind, kind),
            eq(authAttempts.accountKey, accountKey),
            gt(authAttempts.createdAt, new Date(now - windowMs)),
          ),
        );
      if (row && row.n >= limit) {
        const oldest = row.oldest ? new Date(row.oldest).getTime() : now;
        throw tooManyRequests(detail, (oldest + windowMs - now) / 1000);
      }
    },

    async record(kind: AttemptKind, accountKey: string, windowMs = HOUR_MS): Promise<void> {
      const now = config.now();
      await db.insert(authAttempts).values({ kind, accountKey, createdAt: now });
      // Keep the table small: this account's rows outside the window no longer count.
      await db
        .delete(authAttempts)
        .where(
          and(
            eq(authAttempts.kind, kind),
            eq(authAttempts.accountKey, accountKey),
            lt(authAttempts.createdAt, new Date(now.getTime() - windowMs)),
          ),
        );
    },

    /**
     * assertBelow and record in one statement (one round trip): for limits checked on every call of a busy
     * endpoint (friend search). Counts this attempt only when it is allowed. The counter is written without
     * waiting for the WAL flush: losing the last few counts in a crash is harmless, and the flush cost more than
     * the search it guards.
     */
    async take(kind: AttemptKind, accountKey: string, limit: number, detail: string, windowMs = HOUR_MS) {
      const now = config.now();
      const since = at(new Date(now.getTime() - windowMs));
      const [row] = await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL synchronous_commit TO OFF`);
        return rows<{ n: number; oldest: string | Date | null }>(
          tx,
          sql`WITH recent AS (
          SELECT count(*)::int AS n, min(created_at) AS oldest FROM auth_attempts
          WHERE kind = ${kind} AND account_key = ${accountKey} AND created_at > ${since}
        ), counted AS (
          INSERT INTO auth_attempts (kind, account_key, created_at)
          SELECT ${kind}, ${accountKey}, ${at(now)} FROM recent WHERE n < ${limit} RETURNING id
        ), pruned AS (
          DELETE FROM auth_attempts
          WHERE kind = ${kind} AND account_key = ${accountKey} AND created_at < ${since} RETURNING id
        )
        SELECT n, oldest FROM recent`,
        );
      });
      if (row && row.n >= limit) {
        const oldest = row.oldest ? new Date(toIso(row.oldest)).getTime() : now.getTime();
        throw tooManyRequests(detail, (oldest + windowMs - now.getTime()) / 1000);
      }
    },

    async clear(kind: AttemptKind, accountKey: string): Promise<void> {
      await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.accountKey, accountKey)));
    },

    /** At start: rows older than a day count for nothing. */
    async prune(): Promise<void> {
      await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(config.now().getTime() - 24 * HOUR_MS)));
    },
  };
}
export type AttemptsService = ReturnType<typeof createAttemptsService>;
