import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { recipes } from './recipes';
import { users } from './users';

const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert'] as const;

/** One member's meal plan (0010_meal_plans.sql); the share link is kept only as a hash. */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    defaultServings: integer('default_servings').notNull().default(4),
    includeSnacks: boolean('include_snacks').notNull().default(true),
    isTemplate: boolean('is_template').notNull().default(false),
    shareTokenHash: text('share_token_hash').unique(),
    shareCreatedAt: timestamp('share_created_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('meal_plans_user_start_idx').on(t.userId, t.startDate.desc(), t.id.desc()),
    index('meal_plans_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const meals = pgTable(
  'meals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mealPlanId: integer('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    mealDate: date('meal_date').notNull(),
    mealType: text('meal_type', { enum: MEAL_TYPES }).notNull(),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    servings: integer('servings').notNull(),
    notes: text('notes'),
    customMealName: text('custom_meal_name'),
    customMealNotes: text('custom_meal_notes'),
    ingredientModifications: jsonb('ingredient_modifications'),
    isCompleted: boolean('is_completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('meals_plan_date_idx').on(t.mealPlanId, t.mealDate)],
);

export const mealPlanTemplates = pgTable(
  'meal_plan_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    durationDays: integer('duration_days').notNull(),
    defaultServings: integer('default_servings').notNull(),
    includeSnacks: boolean('include_snacks').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('meal_plan_templates_creator_idx').on(t.creatorId, t.createdAt.desc())],
);

/** A template's meal on a day counted from the start (0 = first day). */
export const mealPlanTemplateMeals = pgTable(
  'meal_plan_template_meals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => mealPlanTemplates.id, { onDelete: 'cascade' }),
    dayOffset: integer('day_offset').notNull(),
    mealType: text('meal_type', { enum: MEAL_TYPES }).notNull(),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    servings: integer('servings').notNull(),
    notes: text('notes'),
    customMealName: text('custom_meal_name'),
    customMealNotes: text('custom_meal_notes'),
  },
  (t) => [index('meal_plan_template_meals_template_idx').on(t.templateId, t.dayOffset)],
);

/** A member's private calendar feed; the URL's token is kept only as its SHA-256. */
export const mealPlanFeeds = pgTable('meal_plan_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
