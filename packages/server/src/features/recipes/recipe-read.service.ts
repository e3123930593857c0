import { type Ingredient, type Instruction, type Recipe, recipeSchema } from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { at, rows, rowsWithCachedPlan, toIso } from '../../db/raw';
import { JsonText, oneByteJson } from '../../http/json-text';
import { type TtlCache, createTtlCache } from '../../lib/ttl-cache';
import { findVisible, recipeNotFound } from './recipe-access';
import { type DetailRow, toRecipe } from './recipe-mapper';
import { type Viewer, canSee } from '../../db/visibility';
import { type Executor, foreignKeyViolation } from '../../db/errors';
import { DETAIL_COLUMNS } from './recipe-columns';
import { batched } from './batched';

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

/** What counting a view answers: the recipe's view count, and when (ms) the member's view was last counted. */
interface Views {
  viewCount: number;
  viewedAt: number | undefined;
}

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
    rest: oneByteJson(rest).slice(1),
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

  const pagesWhere = async (match: SQL): Promise<Page[]> =>
    (
      await rowsWithCachedPlan<DetailRow>(
        ctx.database,
        sql`SELECT ${DETAIL_COLUMNS} FROM recipes r JOIN users u ON u.id = r.author_id WHERE ${match}`,
      )
    ).map((row) => pageOf(toRecipe(row)));
  /** Pages missing at once (after a write cleared them all) are read together, by one statement per batch. */
  const pageById = batched<Page>(async (keys) => {
    const found = await pagesWhere(
      sql`r.id IN (SELECT x::int FROM json_array_elements_text(${JSON.stringify(keys)}::json) AS x)`,
    );
    return new Map(found.map((page) => [String(page.id), page]));
  });

  /** The page of a recipe whoever asks (null when there is none): from the cache, else read. */
  const pageBy = (key: string, load: () => Promise<Page | undefined>): Promise<Page | null> =>
    pages.fetch(key, async () => (await load()) ?? null);

  /**
   * Counts a member's view ("viewer:recipe"): it counts when their last counted view is at least an hour old (the
   * upsert's WHERE decides, so concurrent reads and other processes count it once). Views asked for while a count
   * runs are counted together by the next statement (group commit); a batch that fails — a recipe deleted
   * meanwhile, or with several processes on PostgreSQL a deadlock with another's batch — is counted view by view.
   * Answers the recipe's view count and when this member's view was last counted, or undefined when the recipe
   * is gone.
   */
  const countView = batched<Views>(async (keys) => {
    try {
      return await countStatement(keys.map((key) => key.split(':').map(Number) as [number, number]));
    } catch (err) {
      if (keys.length === 1 && foreignKeyViolation(err)) return new Map();
      throw err;
    }
  });

  async function countStatement(asks: Array<[viewerId: number, recipeId: number]>): Promise<Map<string, Views>> {
    const pairs = JSON.stringify(asks.map(([u, r]) => ({ r, u })));
    const rows = await rowsWithCachedPlan<{
      recipe_id: number;
      user_id: number;
      view_count: number;
      viewed_at: Date | string | null;
    }>(
      ctx.database,
      sql`WITH asked AS (SELECT x.r AS recipe_id, x.u AS user_id FROM json_to_recordset(${pairs}::json) AS x(r int, u int)),
      counted AS (
        INSERT INTO recipe_views (recipe_id, user_id, viewed_at)
        SELECT a.recipe_id, a.user_id, ${at(ctx.config.now())} FROM asked a JOIN recipes r ON r.id = a.recipe_id
        WHERE r.author_id <> a.user_id
        ON CONFLICT (recipe_id, user_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at
          WHERE recipe_views.viewed_at <= EXCLUDED.viewed_at - interval '${sql.raw(VIEW_WINDOW)}'
        RETURNING recipe_id, user_id, viewed_at
      ),
      bumped AS (
        UPDATE recipes r SET view_count = r.view_count + c.n
        FROM (SELECT recipe_id, count(*)::int AS n FROM counted GROUP BY recipe_id) c WHERE r.id = c.recipe_id
        RETURNING r.id, r.view_count
      )
      SELECT a.recipe_id, a.user_id, coalesce(b.view_count, r.view_count) AS view_count,
        coalesce(c.viewed_at, v.viewed_at) AS viewed_at
      FROM asked a JOIN recipes r ON r.id = a.recipe_id
        LEFT JOIN bumped b ON b.id = a.recipe_id
        LEFT JOIN counted c ON c.recipe_id = a.recipe_id AND c.user_id = a.user_id
        LEFT JOIN recipe_views v ON v.recipe_id = a.recipe_id AND v.user_id = a.user_id`,
    );
    // The statement's snapshot predates its own writes: a view it counted shows in `counted` and `bumped`.
    return new Map(
      rows.map((row) => [
        `${row.user_id}:${row.recipe_id}`,
        { viewCount: row.view_count, viewedAt: row.viewed_at === null ? undefined : Date.parse(toIso(row.viewed_at)) },
      ]),
    );
  }

  /**
   * A recipe's page for this viewer. The page is shared by every viewer (cached until the next write, decision
   * 017); whether this viewer may see it is decided here, for this viewer, on every request. A member's view is
   * counted at most once an hour: only then does the request run a statement (when the page is cached).
   */
  async function read(viewer: Viewer, key: string, load: () => Promise<Page | undefined>): Promise<JsonText> {
    const page = await pageBy(key, load);
    if (!page || !canSee(viewer, page)) throw recipeNotFound();
    const viewKey = `${viewer.id}:${page.id}`;
    const last = counted.get(viewKey);
    if (page.authorId === viewer.id || (last !== undefined && ctx.config.now().getTime() - last < VIEW_WINDOW_MS)) {
      return answer(page);
    }
    const views = await countView(viewKey);
    if (!views) {
      pages.delete(key);
      throw recipeNotFound();
    }
    if (views.viewedAt !== undefined) counted.set(viewKey, views.viewedAt, counted.generation);
    // Later viewers see the count this view moved: the cached page is updated in place, so its lifetime (which
    // bounds staleness while another process's writes cannot be heard) is not extended.
    page.viewCount = Math.max(page.viewCount, views.viewCount);
    return answer(page, views.viewCount);
  }

  return {
    get: (viewer: Viewer, id: number) => read(viewer, `id ${id}`, () => pageById(String(id))),
    getBySlug: (viewer: Viewer, slug: string) =>
      read(viewer, `slug ${slug}`, async () => (await pagesWhere(sql`r.slug = ${slug}`))[0]),
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
