import { boolean, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A reusable list (0008_shopping.sql); public ones can be used by every member, changed by the creator only. */
export const shoppingTemplates = pgTable(
  'shopping_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category'),
    preferredStore: text('preferred_store'),
    estimatedCost: numeric('estimated_cost', { precision: 12, scale: 2 }),
    isPublic: boolean('is_public').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    usageCount: integer('usage_count').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2 }).notNull().default('0'),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('shopping_templates_creator_idx').on(t.creatorId, t.createdAt.desc())],
);

export const shoppingTemplateItems = pgTable(
  'shopping_template_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => shoppingTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    unit: text('unit'),
    notes: text('notes'),
    category: text('category').notNull().default('Other'),
    aisle: text('aisle'),
    brandPreference: text('brand_preference'),
    estimatedPrice: numeric('estimated_price', { precision: 12, scale: 2 }),
  },
  (t) => [index('shopping_template_items_template_idx').on(t.templateId, t.position)],
);
