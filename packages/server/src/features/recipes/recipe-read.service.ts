import type { Ingredient, Instruction, Recipe } from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { at, rows, rowsWithCachedPlan } from '../../db/raw';
import { findVisible, recipeNotFound, whileRecipeExists } from './recipe-access';
import { type DetailRow, toRecipe } from './recipe-mapper';
import { type Viewer, visibleTo } from '../../db/visibility';
import { DETAIL_COLUMNS } from './recipe-columns';

/** A view by the same member counts again only after this long. */
export const VIEW_WINDOW = '1 hour';

/** One recipe with everything the detail page shows, without any visibility check (callers have done it). */
export async function loadRecipe(executor: Executor, id: number): Promise<Recipe> {
  const [row] = await rows<DetailRow>(
    executor,
    sql`SELECT ${DETAIL_COLUMNS} FROM recipes r JOIN users u ON u.id = r.author_id WHERE r.id = ${id}`,
  );
  if (!row) throw recipeNotFound();
  return toRecipe(row);
}

export function createRecipeReadService(ctx: AppContext) {
  const { db } = ctx;

  /**
   * Reads a visible recipe and counts the view in the same statement: a member's view counts when their last
   * counted view of it is at least an hour old (the upsert's WHERE decides, so concurrent reads count once).
   * The author's own visits are not counted.
   */
  async function readCounted(viewer: Viewer, match: SQL): Promise<Recipe> {
    const now = at(ctx.config.now());
    const [row] = await whileRecipeExists(
      rowsWithCachedPlan<DetailRow & { counted_views: number | null }>(
        ctx.database,
        sql`WITH target AS (SELECT r.id, r.author_id FROM recipes r WHERE ${match} AND ${visibleTo(viewer)}),
      counted AS (
        INSERT INTO recipe_views (recipe_id, user_id, viewed_at)
        SELECT id, ${viewer.id}, ${now} FROM target WHERE author_id <> ${viewer.id}
        ON CONFLICT (recipe_id, user_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at
          WHERE recipe_views.viewed_at <= EXCLUDED.viewed_at - interval '${sql.raw(VIEW_WINDOW)}'
        RETURNING recipe_id
      ),
      bumped AS (UPDATE recipes SET view_count = view_count + 1 WHERE id IN (SELECT recipe_id FROM counted) RETURNING view_count)
      SELECT ${DETAIL_COLUMNS}, (SELECT view_count FROM bumped) AS counted_views
      FROM recipes r JOIN users u ON u.id = r.author_id WHERE r.id IN (SELECT id FROM target)`,
      ),
    );
    if (!row) throw recipeNotFound();
    // The statement's snapshot predates its own UPDATE, so take the bumped count when there is one.
    return toRecipe({ ...row, view_count: row.counted_views ?? row.view_count });
  }

  return {
    get: (viewer: Viewer, id: number) => readCounted(viewer, sql`r.id = ${id}`),
    getBySlug: (viewer: Viewer, slug: string) => readCounted(viewer, sql`r.slug = ${slug}`),

    async ingredients(viewer: Viewer, id: number): Promise<{ items: Ingredient[] }> {
      await findVisible(db, viewer, id);
      const items = await rows<Ingredient>(
        db,
        sql`SELECT id, ingredient_name, amount, unit, preparation, notes, is_optional FROM recipe_ingredients WHERE recipe_id = ${id} ORDER BY position`,
      );
      return { items };
    },

    async instructions(viewer: Viewer, id: number): Promise<{ items: Instruction[] }> {
      await findVisible(db, viewer, id);
      const items = await rows<Instruction>(
        db,
        sql`SELECT id, step_number, instruction, time_minutes, temperature, notes FROM recipe_instructions WHERE recipe_id = ${id} ORDER BY step_number`,
      );
      return { items };
    },
  };
}
export type RecipeReadService = ReturnType<typeof createRecipeReadService>;
