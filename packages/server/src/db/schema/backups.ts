import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per whole-instance backup, shared by every server process on the database (decision 024). A
 * backup's state lives here, not in the memory of the process writing it; updated_at is its heartbeat.
 */
export const backups = pgTable('backups', {
  name: text('name').primaryKey(),
  trigger: text('trigger', { enum: ['manual', 'scheduled'] }).notNull(),
  status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
  progress: integer('progress').notNull().default(0),
  error: text('error'),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
  /** The bucket's multipart upload while the backup is written there (aborted if its writer dies). */
  uploadId: text('upload_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
