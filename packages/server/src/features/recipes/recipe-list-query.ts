import type { RecipeListParams } from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import type { Match } from './recipe-search';
import { cardsStatement } from './recipe-cards';
import { LISTED, type Viewer, visibleTo } from './recipe-sql';

/** Which recipes a list draws from, before filters and search. */
export type Scope =
  | { kind: 'browse' }
  | { kind: 'mine' }
  | { kind: 'mine-published' }
  | { kind: 'favorites' }
  | { kind: 'author'; authorId: number };

export interface ListPlan {
  viewer: Viewer;
  scope: Scope;
  filters: Pick<RecipeListParams, 'category_id' | 'difficulty' | 'cuisine_type' | 'meal_type'>;
  match: Match | null;
  sortBy: 'created_at' | 'title' | 'rating' | 'view_count' | 'prep_time_minutes' | 'relevance';
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Sort keys written exactly as the partial indexes of 0002_recipes.sql, so a page is an index walk. */
const SORT_KEYS: Record<Exclude<ListPlan['sortBy'], 'relevance'>, SQL> = {
  created_at: sql.raw('r.created_at'),
  title: sql.raw('lower(r.title)'),
  rating: sql.raw('coalesce(r.rating_average, 0)'),
  view_count: sql.raw('r.view_count'),
  prep_time_minutes: sql.raw('r.prep_time_minutes'),
};

/**
 * The scope as a union of conditions that each have an index in sort order. "Browse" is listed recipes plus
 * your own unlisted ones: written as one OR it would defeat the indexes, as two branches each stays a walk.
 */
function branches(viewer: Viewer, scope: Scope): SQL[] {
  switch (scope.kind) {
    case 'browse':
      return [LISTED, sql`(r.author_id = ${viewer.id} AND NOT ${LISTED})`];
    case 'mine':
      return [sql`r.author_id = ${viewer.id}`];
    case 'mine-published':
      return [sql`(r.author_id = ${viewer.id} AND r.status = 'published')`];
    case 'favorites':
      return [sql`(EXISTS (SELECT 1 FROM recipe_bookmarks b WHERE b.user_id = ${viewer.id} AND b.recipe_id = r.id) AND ${visibleTo(viewer)})`];
    case 'author':
      return [sql`(r.author_id = ${scope.authorId} AND ${visibleTo(viewer)})`];
  }
}

function filterConditions(plan: ListPlan): SQL[] {
  const { category_id, difficulty, cuisine_type, meal_type } = plan.filters;
  const out: SQL[] = [];
  if (category_id) out.push(sql`EXISTS (SELECT 1 FROM recipe_categories fc WHERE fc.recipe_id = r.id AND fc.category_id = ${category_id})`);
  if (difficulty) out.push(sql`r.difficulty = ${difficulty}`);
  if (cuisine_type) out.push(sql`r.cuisine_type = ${cuisine_type}`);
  if (meal_type) out.push(sql`r.meal_type = ${meal_type}`);
  return out;
}

export interface PageOptions {
  /** A relevance tier: only its matches, newest first. */
  tier?: SQL;
  /** Count the whole match up to this many (+1 to know it was exceeded); no count when left out. */
  countCap?: number;
}

/**
 * One statement for a page: the matching ids in order (each scope branch limited to offset + limit before
 * they are merged), their cards, the capped total and, for a tier, how many of its matches lie before and on
 * this page. Each part is an index walk or a bitmap over few rows, so the
 * cost does not grow with the number of recipes.
 */
export function pageStatement(plan: ListPlan, options: PageOptions = {}): SQL {
  const sortBy = plan.sortBy === 'relevance' ? 'created_at' : plan.sortBy;
  const key = SORT_KEYS[sortBy];
  const dir = sql.raw(options.tier || plan.direction === 'desc' ? 'DESC' : 'ASC');
  const reach = plan.offset + plan.limit;
  const filters = filterConditions(plan);
  // Everything the search matches (for the total), or one tier of it (a tier carries its own match).
  const where = (b: SQL) => sql.join([b, ...(plan.match ? [plan.match.where] : []), ...filters], sql` AND `);
  const matching = (b: SQL) => (options.tier ? sql.join([b, options.tier, ...filters], sql` AND `) : where(b));
  const parts = branches(plan.viewer, plan.scope);
  const pages = parts.map((b) => sql`(SELECT r.id, ${key} AS sort_key FROM recipes r WHERE ${matching(b)} ORDER BY sort_key ${dir}, r.id ${dir} LIMIT ${reach})`);
  const capped = (cap: number, condition: SQL) => sql`(SELECT count(*)::int FROM (SELECT 1 FROM recipes r WHERE ${condition} LIMIT ${cap}) c)`;
  const total = options.countCap ? sql.join(parts.map((b) => capped(options.countCap! + 1, where(b))), sql` + `) : sql`NULL::int`;
  // Only a later page needs to know how many of this tier's matches it skipped (to start the next tier right).
  const tierTotal = options.tier && plan.offset > 0 ? sql.join(parts.map((b) => capped(reach, matching(b))), sql` + `) : sql`NULL::int`;
  return cardsStatement(
    sql`SELECT id, row_number() OVER (ORDER BY sort_key ${dir}, id ${dir}) AS ord FROM (
      SELECT id, sort_key FROM (${sql.join(pages, sql` UNION ALL `)}) merged
      ORDER BY sort_key ${dir}, id ${dir} LIMIT ${plan.limit} OFFSET ${plan.offset}
    ) page`,
    { total, tier_total: tierTotal },
  );
}
