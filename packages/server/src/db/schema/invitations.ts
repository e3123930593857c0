import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null only for the first-run invitation: the first admin types their own address. */
    email: text('email'),
    /** SHA-256 of the one-time token; the token itself exists only in the link. */
    tokenHash: text('token_hash').notNull().unique('invitations_token_hash_key'),
    /** Null for the first-run invitation the server makes for itself. */
    inviterId: integer('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    message: text('message'),
    invitedUserName: text('invited_user_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whether the mail went out (0012_people.sql): sent, pending_retry, failed or not_mailed. */
    mailStatus: text('mail_status', { enum: ['sent', 'pending_retry', 'failed', 'not_mailed'] })
      .notNull()
      .default('pending_retry'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
    /** When a process may try again; a process claiming a try moves it forward first (a lease). */
    mailNextAttemptAt: timestamp('mail_next_attempt_at', { withTimezone: true }),
    /** The last SMTP failure (logs and diagnosis only; never sent to clients). */
    mailLastError: text('mail_last_error'),
    /** The link token sealed with the server secret while automatic retries may still send it. */
    mailTokenSealed: text('mail_token_sealed'),
  },
  (t) => [index('invitations_inviter_idx').on(t.inviterId, t.createdAt)],
);

export type InvitationRow = typeof invitations.$inferSelect;
