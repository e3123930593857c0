import { index, integer, pgTable, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One sign-in: the refresh-token family. Access tokens carry its id, so revoking it ends them too. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Absolute: rotation never extends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Every refresh token ever issued (SHA-256 only), kept until its family expires so reuse is detectable. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export type AuthSessionRow = typeof authSessions.$inferSelect;
