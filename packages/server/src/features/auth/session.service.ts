import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@potluck/api';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { authSessions, refreshTokens, users } from '../../db/schema/index';
import { randomToken, sha256 } from '../../lib/secrets';
import { createTtlCache } from '../../lib/ttl-cache';
import { unauthorized } from '../../http/http-error';
import type { AuthContext } from './auth.types';

/** Live sessions kept checked at once (decision 008); the least recently used go first. */
const SESSIONS_KEPT = 10_000;

export const SESSION_MESSAGES = {
  invalidRefresh: 'Invalid or expired refresh token',
} as const;

/**
 * Sessions are refresh-token families. remember_me keeps a family for 30 days (absolute); without it the
 * family lives 7 days. Rotation never extends a family; a spent token presented again revokes it.
 */
export function createSessionService(ctx: AppContext) {
  const { db, config, tokens } = ctx;

  /** The user of a live session, planned and built once: it runs for every session the cache below lacks. */
  const liveSessionUser = db
    .select({ user: users, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .prepare('live_session_user');

  /**
   * Sessions recently checked, by session and user id (decision 008): a request within the lifetime skips the
   * query. Every revocation here clears it, and app.ts clears it again after every successful
   * write (logout, password change, deactivation, role change…), so in one process the check stays exact.
   */
  const live = createTtlCache<{ auth: AuthContext; expiresAt: number } | null>({
    max: SESSIONS_KEPT,
    ttlMs: config.sessionCacheSeconds * 1000,
    now: () => config.now().getTime(),
  });

  async function issueRefreshToken(sessionId: string, executor: Executor = db): Promise<string> {
    const token = randomToken();
    await executor.insert(refreshTokens).values({ tokenHash: sha256(token), sessionId, createdAt: config.now() });
    return token;
  }

  async function pair(userId: number, sessionId: string, refreshToken: string): Promise<TokenPair> {
    return {
      access_token: await tokens.sign({ userId, sessionId }),
      refresh_token: refreshToken,
      token_type: 'bearer',
    };
  }

  async function revokeSession(sessionId: string): Promise<void> {
    await db
      .update(authSessions)
      .set({ revokedAt: config.now() })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    live.clear(); // after the write: a check that read the session before it cannot store it now
  }

  return {
    async start(userId: number, rememberMe: boolean): Promise<TokenPair> {
      const now = config.now();
      const ttl = rememberMe ? config.sessionTtlSeconds : config.shortSessionTtlSeconds;
      const id = randomUUID();
      const refresh = await db.transaction(async (tx) => {
        // Expired families of this user are dead weight (and their spent tokens with them).
        await tx.delete(authSessions).where(and(eq(authSessions.userId, userId), lt(authSessions.expiresAt, now)));
        await tx
          .insert(authSessions)
          .values({ id, userId, rememberMe, createdAt: now, expiresAt: new Date(now.getTime() + ttl * 1000) });
        return issueRefreshToken(id, tx);
      });
      return pair(userId, id, refresh);
    },

    async rotate(refreshToken: string): Promise<TokenPair> {
      const now = config.now();
      const hash = sha256(refreshToken);
      // Atomic spend: of two concurrent uses only one can win; the other counts as reuse.
      const [spent] = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId });
      if (!spent) {
        const [reused] = await db
          .select({ sessionId: refreshTokens.sessionId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hash));
        if (reused) {
          ctx.log.warn({ sessionId: reused.sessionId }, 'Refresh token reuse detected: session revoked');
          await revokeSession(reused.sessionId);
        }
        throw unauthorized(SESSION_MESSAGES.invalidRefresh);
      }
      const [row] = await db
        .select({ session: authSessions, isActive: users.isActive })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(authSessions.id, spent.sessionId));
      if (!row || row.session.revokedAt || row.session.expiresAt <= now || !row.isActive) {
        throw unauthorized(SESSION_MESSAGES.invalidRefresh);
      }
      return pair(row.session.userId, row.session.id, await issueRefreshToken(row.session.id));
    },

    /** The token's user, only while its session and account are live: one query unless recently checked. */
    async authenticate(accessToken: string): Promise<AuthContext | null> {
      const claims = await tokens.verify(accessToken);
      if (!claims) return null;
      const { sessionId, userId } = claims;
      // A session that is not live never comes back (revoked and expired are final): that answer is kept too.
      const known = await live.fetch(`${sessionId} ${userId}`, async () => {
        const [row] = await liveSessionUser.execute({ sessionId, userId, now: config.now() });
        return row ? { auth: { user: row.user, sessionId }, expiresAt: row.expiresAt.getTime() } : null;
      });
      return known && known.expiresAt > config.now().getTime() ? known.auth : null;
    },

    /** Forgets every checked session: app.ts calls it after each successful write request. */
    forget: () => live.clear(),

    /** Logout: this session, plus the family of the given refresh token when it is the same user's. */
    async end(auth: AuthContext, refreshToken?: string): Promise<void> {
      await revokeSession(auth.sessionId);
      if (!refreshToken) return;
      const [other] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .where(and(eq(refreshTokens.tokenHash, sha256(refreshToken)), eq(authSessions.userId, auth.user.id)));
      if (other && other.sessionId !== auth.sessionId) await revokeSession(other.sessionId);
    },

    /** Every session of the user (deactivation, a password set by an admin): their tokens stop working at once. */
    async endAll(userId: number): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: config.now() })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
      live.clear();
    },

    /** Every session of the user except the one given (password change). */
    async endOthers(userId: number, keepSessionId: string): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: config.now() })
        .where(
          and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId), isNull(authSessions.revokedAt)),
        );
      live.clear();
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
