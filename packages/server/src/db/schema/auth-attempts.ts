import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counted attempts per account (failed logins, registrations). In the database, not in memory, so
 * the limit survives restarts and holds across several server processes.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['login_failure', 'register', 'friend_search', 'friend_invite_code'] }).notNull(),
    accountKey: text('account_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_attempts_lookup_idx').on(t.kind, t.accountKey, t.createdAt)],
);
