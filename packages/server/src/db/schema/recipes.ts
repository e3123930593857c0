import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A recipe (spec 000 §3). Indexes, checks and the generated columns are defined in 0002_recipes.sql; this
 * declaration gives the services typed columns. Select columns by name: the tsvector columns are for WHERE only.
 */
export const recipes = pgTable('recipes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  description: text('description'),
  status: text('status', { enum: ['draft', 'published'] })
    .notNull()
    .default('draft'),
  prepTimeMinutes: integer('prep_time_minutes'),
  cookTimeMinutes: integer('cook_time_minutes'),
  totalTime: integer('total_time').generatedAlwaysAs(
    sql`CASE WHEN prep_time_minutes IS NULL AND cook_time_minutes IS NULL THEN NULL ELSE coalesce(prep_time_minutes, 0) + coalesce(cook_time_minutes, 0) END`,
  ),
  servings: integer('servings').notNull().default(4),
  difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] })
    .notNull()
    .default('medium'),
  cuisineType: text('cuisine_type'),
  mealType: text('meal_type'),
  visibility: text('visibility', { enum: ['public', 'private'] })
    .notNull()
    .default('public'),
  authorId: integer('author_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  slug: text('slug').notNull().unique('recipes_slug_key'),
  featuredImageUrl: text('featured_image_url'),
  notes: text('notes'),
  sourceName: text('source_name'),
  sourceUrl: text('source_url'),
  likeCount: integer('like_count').notNull().default(0),
  viewCount: integer('view_count').notNull().default(0),
  bookmarkCount: integer('bookmark_count').notNull().default(0),
  commentCount: integer('comment_count').notNull().default(0),
  ratingAverage: doublePrecision('rating_average'),
  ratingCount: integer('rating_count').notNull().default(0),
  nutritionJson: jsonb('nutrition_json'),
  requiredToolsJson: jsonb('required_tools_json'),
  aiSuggestionsJson: jsonb('ai_suggestions_json'),
  aiConfidence: text('ai_confidence', { enum: ['high', 'medium', 'low'] }),
  aiGenerated: boolean('ai_generated').notNull().default(false),
  searchTags: text('search_tags').notNull().default(''),
  searchIngredients: text('search_ingredients').notNull().default(''),
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', search_tags), 'B') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || search_ingredients), 'C')`,
  ),
  titleVector: tsvector('title_vector').generatedAlwaysAs(sql`to_tsvector('english', title)`),
  headVector: tsvector('head_vector').generatedAlwaysAs(
    sql`to_tsvector('english', title) || to_tsvector('english', search_tags)`,
  ),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** Set once, by a trigger, when the recipe first becomes published (0011_friends.sql). */
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

export type RecipeRow = typeof recipes.$inferSelect;

/** Ingredient rows in the order the author wrote them (position from 1). */
export const recipeIngredients = pgTable('recipe_ingredients', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  recipeId: integer('recipe_id')
    .notNull()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  ingredientName: text('ingredient_name').notNull(),
  amount: doublePrecision('amount'),
  unit: text('unit'),
  preparation: text('preparation'),
  notes: text('notes'),
  isOptional: boolean('is_optional').notNull().default(false),
});

/** Steps numbered from 1 without gaps (renumbered on every save). */
export const recipeInstructions = pgTable('recipe_instructions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  recipeId: integer('recipe_id')
    .notNull()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  stepNumber: integer('step_number').notNull(),
  instruction: text('instruction').notNull(),
  timeMinutes: integer('time_minutes'),
  temperature: text('temperature'),
  notes: text('notes'),
});
