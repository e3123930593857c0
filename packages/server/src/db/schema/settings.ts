import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Admin-changeable settings as key/value, so a new setting needs no migration. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
