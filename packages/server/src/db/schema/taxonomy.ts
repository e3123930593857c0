import { bigint, boolean, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recipes } from './recipes';

/** Recipe categories (seeded by 0002_recipes.sql), shown in sort_order. */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique('categories_name_key'),
  icon: text('icon'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Free tags, stored normalized (lower-case, single spaces). */
export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique('tags_name_key'),
});

export const recipeCategories = pgTable(
  'recipe_categories',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.categoryId] })],
);

export const recipeTags = pgTable(
  'recipe_tags',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.tagId] })],
);

/** Distinct lower-case ingredient names and how many recipes use each, for autocomplete. */
export const ingredientNames = pgTable('ingredient_names', {
  name: text('name').primaryKey(),
  recipeCount: integer('recipe_count').notNull().default(0),
  /** The pantry list seeded in 0002: offered to every member, whoever's recipes use it. */
  curated: boolean('curated').notNull().default(false),
});

/** Words of titles, tags and ingredient names: the spelling dictionary of the search fallback. */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Recipes whose searchable state may have changed, written by triggers of 0015 and read by every process's
 * search index (decision 016) by transaction id; the servers prune rows older than a day.
 */
export const recipeSearchChanges = pgTable('recipe_search_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  recipeId: integer('recipe_id').notNull(),
  xid: xid8('xid')
    .notNull()
    .default(sql`pg_current_xact_id()`),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
