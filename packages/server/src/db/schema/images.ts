import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { recipes } from './recipes';
import { users } from './users';

/** A recipe's image (spec 000 §3); indexes, checks and the delete trigger are in 0003_images.sql. */
export const recipeImages = pgTable('recipe_images', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  recipeId: integer('recipe_id')
    .notNull()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  imageUrl: text('image_url').notNull(),
  fileName: text('file_name').notNull().unique('recipe_images_file_name_key'),
  imageType: text('image_type', { enum: ['featured', 'gallery', 'step'] })
    .notNull()
    .default('gallery'),
  stepNumber: integer('step_number'),
  caption: text('caption'),
  altText: text('alt_text'),
  isFeatured: boolean('is_featured').notNull().default(false),
  orderIndex: integer('order_index').notNull().default(0),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type RecipeImageRow = typeof recipeImages.$inferSelect;

/** File names queued for deletion by the recipe_images delete trigger. */
export const imageFileTrash = pgTable('image_file_trash', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  fileName: text('file_name').notNull(),
  /** Folder of the original: recipes, avatars or covers (thumbnails are always in "thumbnails"). */
  folder: text('folder').notNull().default('recipes'),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's avatar or profile cover (one each); the trigger in 0006_user_images.sql queues replaced files. */
export const userImages = pgTable(
  'user_images',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['avatar', 'cover'] }).notNull(),
    fileName: text('file_name').notNull().unique('user_images_file_name_key'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
