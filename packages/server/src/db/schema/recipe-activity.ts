import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { recipes } from './recipes';
import { users } from './users';

export const recipeLikes = pgTable(
  'recipe_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recipeId] })],
);

export const recipeBookmarks = pgTable(
  'recipe_bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    collectionName: text('collection_name').notNull().default('Favorites'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recipeId] })],
);

/** The last counted view per member and recipe (a view counts at most once an hour). */
export const recipeViews = pgTable(
  'recipe_views',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.userId] })],
);

export const recipeVersions = pgTable('recipe_versions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  recipeId: integer('recipe_id')
    .notNull()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  versionNumber: integer('version_number').notNull(),
  changeSummary: text('change_summary'),
  isCurrent: boolean('is_current').notNull().default(false),
  snapshot: jsonb('snapshot').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const recipeShares = pgTable('recipe_shares', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  recipeId: integer('recipe_id')
    .notNull()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sharedWithId: integer('shared_with_id').references(() => users.id, { onDelete: 'cascade' }),
  shareType: text('share_type', { enum: ['link', 'social', 'friend'] }).notNull(),
  platform: text('platform'),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
