import { type Ingredient, type Instruction, type Recipe, recipeSchema } from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { at, rows, rowsWithCachedPlan, toIso } from '../../db/raw';
import { JsonText } from '../../http/json-text';
import { type TtlCache, createTtlCache } from '../../lib/ttl-cache';
import { findVisible, recipeNotFound, whileRecipeExists } from './recipe-access';
import { type DetailRow, toRecipe } from './recipe-mapper';
import { type Viewer, canSee, visibleTo } from '../../db/visibility';
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

/** A view by the same member counts again only after this long (VIEW_WINDOW in milliseconds). */
const VIEW_WINDOW_MS = 3600_000;
/** Recipe pages kept (a few KB each), and members' counted views remembered (a few dozen bytes each). */
const PAGES_KEPT = 2000;
const VIEWS_KEPT = 100_000;

/**
 * A recipe's page as every viewer sees it, checked against the schema once (decision 017): who may see it
 * (author, status, visibility: checked for each viewer on every request), the view count (which a counted view
 * moves) and the rest of the JSON, without the view count.
 */
interface Page {
  id: number;
  authorId: number;
  status: Recipe['status'];
  visibility: Recipe['visibility'];
  viewCount: number;
  /** The page's JSON without `view_count` and without its opening brace. */
  rest: string;
}

function pageOf(recipe: Recipe): Page {
  const { view_count: viewCount, ...rest } = recipeSchema.parse(recipe);
  return {
    id: recipe.id,
    authorId: recipe.author_id,
    status: recipe.status,
    visibility: recipe.visibility,
    viewCount,
    rest: JSON.stringify(rest).slice(1),
  };
}

const answer = (page: Page, viewCount = page.viewCount) => new JsonText(`{"view_count":${viewCount},${page.rest}`);

export function createRecipeReadService(ctx: AppContext) {
  const { db } = ctx;
  const pages: TtlCache<Page | null> = createTtlCache({ max: PAGES_KEPT, ttlMs: ctx.config.listCacheSeconds * 1000 });
  /**
   * When a member's view of a recipe was last counted, as far as this process knows ("viewer:recipe" → ms). It
   * only ever skips a statement the database would have refused to count; it needs no clearing on writes.
   */
  const counted: TtlCache<number> = createTtlCache({ max: VIEWS_KEPT, ttlMs: VIEW_WINDOW_MS });

  /** The page of a recipe whoever asks (null when there is none): from the cache, else one statement. */
  const pageBy = (key: string, match: SQL): Promise<Page | null> =>
    pages.fetch(key, async () => {
      const [row] = await rowsWithCachedPlan<DetailRow>(
        ctx.database,
        sql`SELECT ${DETAIL_COLUMNS} FROM recipes r JOIN users u ON u.id = r.author_id WHERE ${match}`,
      );
      return row ? pageOf(toRecipe(row)) : null;
    });

  /**
   * Counts a member's view (one statement, the visibility rule in SQL again): it counts when their last counted
   * view is at least an hour old (the upsert's WHERE decides, so concurrent reads and other processes count it
   * once). Answers the recipe's view count now and when the member's view was last counted, or undefined when
   * the recipe is gone or hidden from them (a write this process has not heard of yet).
   */
  async function countView(viewer: Viewer, id: number) {
    const now = at(ctx.config.now());
    const [row] = await whileRecipeExists(
      rowsWithCachedPlan<{ view_count: number; viewed_at: Date | string }>(
        ctx.database,
        sql`WITH target AS (SELECT r.id, r.author_id, r.view_count FROM recipes r WHERE r.id = ${id} AND ${visibleTo(viewer)}),
      counted AS (
        INSERT INTO recipe_views (recipe_id, user_id, viewed_at)
        SELECT id, ${viewer.id}, ${now} FROM target WHERE author_id <> ${viewer.id}
        ON CONFLICT (recipe_id, user_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at
          WHERE recipe_views.viewed_at <= EXCLUDED.viewed_at - interval '${sql.raw(VIEW_WINDOW)}'
        RETURNING recipe_id, viewed_at
      ),
      bumped AS (UPDATE recipes SET view_count = view_count + 1 WHERE id IN (SELECT recipe_id FROM counted) RETURNING view_count)
      SELECT coalesce((SELECT view_count FROM bumped), t.view_count) AS view_count,
        coalesce((SELECT viewed_at FROM counted),
          (SELECT v.viewed_at FROM recipe_views v WHERE v.recipe_id = t.id AND v.user_id = ${viewer.id})) AS viewed_at
      FROM target t`,
      ),
    );
    return row && { viewCount: row.view_count, viewedAt: Date.parse(toIso(row.viewed_at)) };
  }

  /**
   * A recipe's page for this viewer. The page is shared by every viewer (cached until the next write, decision
   * 017); whether this viewer may see it is decided here, for this viewer, on every request. A member's view is
   * counted at most once an hour: only then does the request run a statement (when the page is cached).
   */
  async function read(viewer: Viewer, key: string, match: SQL): Promise<JsonText> {
    const generation = pages.generation;
    const page = await pageBy(key, match);
    if (!page || !canSee(viewer, page)) throw recipeNotFound();
    const viewKey = `${viewer.id}:${page.id}`;
    const last = counted.get(viewKey);
    if (page.authorId === viewer.id || (last !== undefined && ctx.config.now().getTime() - last < VIEW_WINDOW_MS)) {
      return answer(page);
    }
    const views = await countView(viewer, page.id);
    if (!views) {
      pages.delete(key);
      throw recipeNotFound();
    }
    counted.set(viewKey, views.viewedAt, counted.generation);
    // Later viewers see the count this view moved (unless a write cleared the page meanwhile).
    if (views.viewCount > page.viewCount) pages.set(key, { ...page, viewCount: views.viewCount }, generation);
    return answer(page, views.viewCount);
  }

  return {
    get: (viewer: Viewer, id: number) => read(viewer, `id ${id}`, sql`r.id = ${id}`),
    getBySlug: (viewer: Viewer, slug: string) => read(viewer, `slug ${slug}`, sql`r.slug = ${slug}`),
    /** Forgets every cached page: app.ts calls it after each successful write and when another process wrote. */
    forget: () => pages.clear(),

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
