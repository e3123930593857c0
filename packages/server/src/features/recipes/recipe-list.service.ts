import {
  FEATURED_LIMIT, RECIPE_LIMIT_WITHOUT_SEARCH, RECIPE_LIMIT_WITH_SEARCH, RECIPE_TOTAL_CAP, type RecipeListParams, type RecipePage,
  type RecipeSummary,
} from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { rows } from '../../db/raw';
import { type ListPlan, type Match, type Scope, fullTextMatch, fuzzyTitleMatch, pageStatement } from './recipe-list-query';
import { type SummaryRow, toSummary } from './recipe-mapper';
import { LISTED, SUMMARY_COLUMNS, type Viewer, at } from './recipe-sql';

type ListQuery = RecipeListParams;

/** How alike a title must be to a misspelt search (pg_trgm word similarity, 0..1). */
export const FUZZY_THRESHOLD = 0.4;
/** Trending looks at this many days of views and likes. */
export const TRENDING_DAYS = 14;

/** Web-search operators mean nothing to trigram matching: keep only the words a person typed. */
const plainWords = (search: string) => search.replace(/["()]/g, ' ').replace(/(^|\s)-\S+/g, ' ').replace(/\s+or\s+/gi, ' ').replace(/\s+/g, ' ').trim();

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

export function createRecipeListService(ctx: AppContext) {
  const { db } = ctx;

  async function run(executor: Executor, plan: ListPlan): Promise<RecipePage> {
    const list = await rows<SummaryRow & { total: number }>(executor, pageStatement(plan));
    const total = list[0]?.total ?? 0;
    return {
      items: list.filter((r) => r.id !== null).map(toSummary),
      total: Math.min(total, RECIPE_TOTAL_CAP),
      total_capped: total > RECIPE_TOTAL_CAP,
      limit: plan.limit,
      offset: plan.offset,
    };
  }

  /**
   * A page of recipes. With a search, full text first; only when it finds nothing are titles spelled alike
   * tried (the threshold is set for that one transaction, so pooled connections keep their defaults).
   */
  async function list(viewer: Viewer, query: ListQuery, scope: Scope): Promise<RecipePage> {
    const search = query.search?.trim() || undefined;
    const sortBy = query.sort_by ?? (search ? 'relevance' : 'created_at');
    const plan = (match: Match | null): ListPlan => ({
      viewer,
      scope,
      filters: query,
      match,
      sortBy: sortBy === 'relevance' && !match ? 'created_at' : sortBy,
      direction: query.sort_order ?? (sortBy === 'title' ? 'asc' : 'desc'),
      limit: query.limit ?? (search ? RECIPE_LIMIT_WITH_SEARCH : RECIPE_LIMIT_WITHOUT_SEARCH),
      offset: query.offset,
    });
    if (!search) return run(db, plan(null));
    const found = await run(db, plan(fullTextMatch(search)));
    const words = plainWords(search);
    if (found.total > 0 || words.length < 3) return found;
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
      return run(tx, plan(fuzzyTitleMatch(words)));
    });
  }

  async function cards(query: SQL): Promise<{ items: RecipeSummary[] }> {
    return { items: (await rows<SummaryRow>(db, query)).map(toSummary) };
  }

  return {
    list: (viewer: Viewer, query: ListQuery) => list(viewer, query, tabScope(query.tab)),
    mine: (viewer: Viewer, query: ListQuery) => list(viewer, query, { kind: 'mine' }),
    byAuthor: (viewer: Viewer, authorId: number, query: ListQuery) => list(viewer, query, { kind: 'author', authorId }),

    /** Featured: the most liked published public recipes (views break ties, then the newest). */
    featured: (limit = FEATURED_LIMIT) =>
      cards(sql`SELECT ${SUMMARY_COLUMNS} FROM recipes r JOIN users u ON u.id = r.author_id WHERE ${LISTED}
        ORDER BY r.like_count DESC, r.view_count DESC, r.id DESC LIMIT ${limit}`),

    /**
     * Trending: published public recipes scored by activity in the last 14 days — members who viewed them
     * plus likes given — highest first; recipes with no recent activity are not trending.
     */
    trending(limit = FEATURED_LIMIT) {
      const since = at(new Date(ctx.config.now().getTime() - TRENDING_DAYS * 86_400_000));
      return cards(sql`WITH activity AS (
          SELECT recipe_id, count(*) AS n FROM recipe_views WHERE viewed_at > ${since} GROUP BY recipe_id
          UNION ALL
          SELECT recipe_id, count(*) AS n FROM recipe_likes WHERE created_at > ${since} GROUP BY recipe_id
        ), scores AS (SELECT recipe_id, sum(n) AS score FROM activity GROUP BY recipe_id)
        SELECT ${SUMMARY_COLUMNS} FROM scores s JOIN recipes r ON r.id = s.recipe_id JOIN users u ON u.id = r.author_id
        WHERE ${LISTED} ORDER BY s.score DESC, r.like_count DESC, r.id DESC LIMIT ${limit}`);
    },
  };
}
export type RecipeListService = ReturnType<typeof createRecipeListService>;
