import {
  FEATURED_LIMIT, RECIPE_LIMIT_WITHOUT_SEARCH, RECIPE_LIMIT_WITH_SEARCH, RECIPE_SEARCH_TOTAL_CAP, RECIPE_TOTAL_CAP, type RecipeListParams, type RecipePage, recipePageSchema,
  type RecipeSummary,
} from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { JsonText } from '../../http/json-text';
import type { TtlCache } from '../../lib/ttl-cache';
import { rows, rowsWithCachedPlan } from '../../db/raw';
import { type ListPlan, type Scope, pageStatement } from './recipe-list-query';
import { type Match, correctSpelling, fullTextMatch } from './recipe-search';
import { LISTED, type Viewer, at } from './recipe-sql';
import { type Read, cardsStatement, loadCards } from './recipe-cards';

type ListQuery = RecipeListParams;

/** Trending looks at this many days of views and likes. */
export const TRENDING_DAYS = 14;

function tabScope(tab: RecipeListParams['tab']): Scope {
  switch (tab) {
    case 'mine':
      return { kind: 'mine' };
    case 'published':
      return { kind: 'mine-published' };
    case 'favorites':
      return { kind: 'favorites' };
    default:
      return { kind: 'browse' };
  }
}

export function createRecipeListService(ctx: AppContext, deps: { cache: TtlCache<JsonText> }) {
  const { db } = ctx;
  const plain: Read = (query) => rows(db, query);
  // Lists, featured and trending keep their plan between requests; word searches are planned each time.
  const cached: Read = (query) => rowsWithCachedPlan(ctx.database, query);

  type Counts = { total: number | null; tier_total: number | null };
  const page = (items: RecipeSummary[], plan: ListPlan, total: number, cap: number): RecipePage => ({
    items,
    total: Math.min(total, cap),
    total_capped: total > cap,
    limit: plan.limit,
    offset: plan.offset,
  });

  /** A plain page (no search, or a search sorted by a field): one statement. */
  async function run(plan: ListPlan, cap: number): Promise<RecipePage> {
    const result = await loadCards<Counts>(plan.match ? plain : cached, pageStatement(plan, { countCap: cap }));
    return page(result.items, plan, result.total ?? 0, cap);
  }

  /**
   * A search by relevance: tier after tier until the page is full, usually the first alone. The first
   * statement also counts the whole match; each says how many of its tier's matches precede the page, so the
   * next tier starts at the right offset.
   */
  async function runTiers(plan: ListPlan, match: Match): Promise<RecipePage> {
    const found: RecipeSummary[] = [];
    let total = 0;
    let offset = plan.offset;
    for (const [i, tier] of match.tiers.entries()) {
      const limit = plan.limit - found.length;
      const result = await loadCards<Counts>(plain, pageStatement({ ...plan, offset, limit }, { tier, ...(i === 0 ? { countCap: RECIPE_SEARCH_TOTAL_CAP } : {}) }));
      if (i === 0) total = result.total ?? 0;
      if (total === 0) break;
      found.push(...result.items);
      if (found.length === plan.limit) break;
      offset = Math.max(0, offset - (result.tier_total ?? 0));
    }
    return page(found, plan, total, RECIPE_SEARCH_TOTAL_CAP);
  }

  function runSearch(plan: ListPlan, search: string): Promise<RecipePage> {
    const match = fullTextMatch(search);
    return plan.sortBy === 'relevance' ? runTiers({ ...plan, match }, match) : run({ ...plan, match }, RECIPE_SEARCH_TOTAL_CAP);
  }

  /**
   * A page of recipes. With a search, full text first; only when it finds nothing is the search respelt with
   * the closest known words ("chiken tika" → "chicken tikka") and tried once more.
   */
  async function list(viewer: Viewer, query: ListQuery, scope: Scope): Promise<RecipePage> {
    const search = query.search?.trim() || undefined;
    const plan: ListPlan = {
      viewer,
      scope,
      filters: query,
      match: null,
      sortBy: query.sort_by ?? (search ? 'relevance' : 'created_at'),
      direction: query.sort_order ?? (query.sort_by === 'title' ? 'asc' : 'desc'),
      limit: query.limit ?? (search ? RECIPE_LIMIT_WITH_SEARCH : RECIPE_LIMIT_WITHOUT_SEARCH),
      offset: query.offset,
    };
    if (!search) return run(plan, RECIPE_TOTAL_CAP);
    const found = await runSearch(plan, search);
    if (found.total > 0) return found;
    const respelt = await correctSpelling(db, search);
    return respelt ? runSearch(plan, respelt) : found;
  }

  const cards = (ordered: SQL) => loadCards(cached, cardsStatement(ordered));

  /**
   * The same page for the same member is answered from the cache until a write clears it (see
   * plugins/list-cache.ts). The key holds the viewer: what a page contains depends on who asks.
   */
  async function cachedList(viewer: Viewer, query: ListQuery, scope: Scope): Promise<JsonText> {
    const key = JSON.stringify([viewer.id, viewer.role, scope, query]);
    const hit = deps.cache.get(key);
    if (hit) return hit;
    const generation = deps.cache.generation;
    // Kept serialized: a cached page is sent as it is, without validating and stringifying it again.
    const page = JsonText.of(recipePageSchema, await list(viewer, query, scope));
    deps.cache.set(key, page, generation);
    return page;
  }

  return {
    list: (viewer: Viewer, query: ListQuery) => cachedList(viewer, query, tabScope(query.tab)),
    mine: (viewer: Viewer, query: ListQuery) => cachedList(viewer, query, { kind: 'mine' }),
    byAuthor: (viewer: Viewer, authorId: number, query: ListQuery) => cachedList(viewer, query, { kind: 'author', authorId }),

    /** Listed recipes matching free text, best first: what the AI chef on the home page points to. */
    search: async (viewer: Viewer, text: string, limit: number): Promise<RecipeSummary[]> =>
      (await list(viewer, { search: text, limit, offset: 0 }, { kind: 'browse' })).items,

    /** Discover Recipes on the home page (spec 000 §2): a few listed recipes picked at random. */
    discover: (limit: number) =>
      cards(sql`SELECT r.id, row_number() OVER () AS ord FROM recipes r WHERE ${LISTED} ORDER BY random() LIMIT ${limit}`),

    /** Featured: the most liked published public recipes (views break ties, then the newest). */
    featured: (limit = FEATURED_LIMIT) =>
      cards(sql`SELECT r.id, row_number() OVER (ORDER BY r.like_count DESC, r.view_count DESC, r.id DESC) AS ord
        FROM recipes r WHERE ${LISTED} ORDER BY r.like_count DESC, r.view_count DESC, r.id DESC LIMIT ${limit}`),

    /**
     * Trending: published public recipes scored by activity in the last 14 days — members who viewed them
     * plus likes given — highest first; recipes with no recent activity are not trending.
     */
    trending(limit = FEATURED_LIMIT) {
      const since = at(new Date(ctx.config.now().getTime() - TRENDING_DAYS * 86_400_000));
      return cards(sql`SELECT r.id, row_number() OVER (ORDER BY s.score DESC, r.like_count DESC, r.id DESC) AS ord
        FROM (SELECT recipe_id, sum(n) AS score FROM (
          SELECT recipe_id, count(*) AS n FROM recipe_views WHERE viewed_at > ${since} GROUP BY recipe_id
          UNION ALL
          SELECT recipe_id, count(*) AS n FROM recipe_likes WHERE created_at > ${since} GROUP BY recipe_id
        ) activity GROUP BY recipe_id) s
        JOIN recipes r ON r.id = s.recipe_id WHERE ${LISTED}
        ORDER BY s.score DESC, r.like_count DESC, r.id DESC LIMIT ${limit}`);
    },
  };
}
export type RecipeListService = ReturnType<typeof createRecipeListService>;
