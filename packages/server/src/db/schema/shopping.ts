import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { recipes } from './recipes';
import { users } from './users';

/** One member's shopping list (0008_shopping.sql). */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status', { enum: ['active', 'completed', 'archived'] })
      .notNull()
      .default('active'),
    shoppingDate: date('shopping_date'),
    preferredStore: text('preferred_store'),
    estimatedCost: numeric('estimated_cost', { precision: 12, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('shopping_lists_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

export const shoppingItems = pgTable(
  'shopping_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shoppingListId: integer('shopping_list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 12, scale: 3 }),
    unit: text('unit'),
    notes: text('notes'),
    category: text('category').notNull().default('Other'),
    isCompleted: boolean('is_completed').notNull().default(false),
    price: numeric('price', { precision: 12, scale: 2 }),
    /** Insertion order; ticking never changes it. */
    position: integer('position').notNull(),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('shopping_items_list_idx').on(t.shoppingListId, t.position)],
);

/** A member's category correction by normalised item name; the source of user_history and community. */
export const shoppingCategoryChoices = pgTable(
  'shopping_category_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    category: text('category').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nameKey] })],
);
