import { RECIPE_MESSAGES, type Recipe, type RecipeVersion } from '@potluck/api';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { recipeVersions } from '../../db/schema/index';
import { notFound } from '../../http/http-error';
import { findVisible } from './recipe-access';
import { loadRecipe } from './recipe-read.service';
import type { Viewer } from '../../db/visibility';

/** What a version keeps: the recipe as it read then (content fields, categories, tags, ingredients, steps). */
const SNAPSHOT_FIELDS = [
  'title',
  'description',
  'prep_time_minutes',
  'cook_time_minutes',
  'total_time',
  'servings',
  'difficulty',
  'cuisine_type',
  'meal_type',
  'notes',
  'source_name',
  'source_url',
  'nutrition_json',
  'categories',
  'tags',
  'ingredients',
  'instructions',
] as const satisfies readonly (keyof Recipe)[];

export type VersionSnapshot = Pick<Recipe, (typeof SNAPSHOT_FIELDS)[number]>;

export function snapshotOf(recipe: Recipe): VersionSnapshot {
  // Built from the one list, so a field added to it is both typed and stored.
  return Object.fromEntries(SNAPSHOT_FIELDS.map((field) => [field, recipe[field]])) as VersionSnapshot;
}

export interface NewVersion {
  recipeId: number;
  versionNumber: number;
  changeSummary: string | null;
  createdBy: number;
  snapshot: VersionSnapshot;
}

const toVersion = (row: typeof recipeVersions.$inferSelect): RecipeVersion => ({
  version_number: row.versionNumber,
  change_summary: row.changeSummary,
  is_current: row.isCurrent,
  created_at: row.createdAt.toISOString(),
});

export function createRecipeVersionsService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /**
     * Stores a version and makes it the current one, inside the caller's transaction (which holds the recipe
     * row lock, so version numbers never collide). The AI chef issue records its versions through here too.
     */
    async record(tx: Executor, version: NewVersion): Promise<void> {
      await tx
        .update(recipeVersions)
        .set({ isCurrent: false })
        .where(and(eq(recipeVersions.recipeId, version.recipeId), eq(recipeVersions.isCurrent, true)));
      await tx.insert(recipeVersions).values({ ...version, isCurrent: true, createdAt: ctx.config.now() });
    },

    async list(viewer: Viewer, recipeId: number): Promise<{ versions: RecipeVersion[] }> {
      await findVisible(db, viewer, recipeId);
      const list = await db
        .select()
        .from(recipeVersions)
        .where(eq(recipeVersions.recipeId, recipeId))
        .orderBy(desc(recipeVersions.versionNumber));
      return { versions: list.map(toVersion) };
    },

    /** A version's content laid over the recipe as it is now (author, counts and images stay current). */
    async get(viewer: Viewer, recipeId: number, n: number): Promise<RecipeVersion & { recipe_data: Recipe }> {
      await findVisible(db, viewer, recipeId);
      const [row] = await db
        .select()
        .from(recipeVersions)
        .where(and(eq(recipeVersions.recipeId, recipeId), eq(recipeVersions.versionNumber, n)));
      if (!row) throw notFound(RECIPE_MESSAGES.versionNotFound);
      const current = await loadRecipe(db, recipeId);
      const snapshot = row.snapshot as VersionSnapshot;
      return {
        ...toVersion(row),
        recipe_data: { ...current, ...snapshot, version: row.versionNumber, is_current: row.isCurrent },
      };
    },
  };
}
export type RecipeVersionsService = ReturnType<typeof createRecipeVersionsService>;
