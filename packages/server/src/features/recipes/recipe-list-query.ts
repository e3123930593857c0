import { RECIPE_TOTAL_CAP, type RecipeListParams } from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import { LISTED, type Viewer, SUMMARY_COLUMNS, visibleTo } from './recipe-sql';

/** Which recipes a list draws from, before filters and search. */
export type Scope =
  | { kind: 'browse' }
  | { kind: 'mine' }
  | { kind: 'mine-published' }
  | { kind: 'favorites' }
  | { kind: 'author'; authorId: number };

/** A search condition and the score that orders its matches. */
export interface Match {
  where: SQL;
  rank: SQL;
}

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
  if (plan.match) out.push(plan.match.where);
  return out;
}

/**
 * One statement for a page: the matching ids in order (each branch limited to offset + limit before they are
 * merged), the capped total, and the card columns with categories and tags. Constant cost in the number of
 * recipes except for the count, which stops at RECIPE_TOTAL_CAP + 1.
 */
export function pageStatement(plan: ListPlan): SQL {
  const key = plan.sortBy === 'relevance' ? plan.match!.rank : SORT_KEYS[plan.sortBy];
  const dir = sql.raw(plan.direction === 'asc' ? 'ASC' : 'DESC');
  const where = (branch: SQL) => sql.join([branch, ...filterConditions(plan)], sql` AND `);
  const parts = branches(plan.viewer, plan.scope);
  const pages = parts.map(
    (b) => sql`(SELECT r.id, ${key} AS sort_key FROM recipes r WHERE ${where(b)} ORDER BY sort_key ${dir}, r.id ${dir} LIMIT ${plan.offset + plan.limit})`,
  );
  const counts = parts.map((b) => sql`(SELECT count(*)::int FROM (SELECT 1 FROM recipes r WHERE ${where(b)} LIMIT ${RECIPE_TOTAL_CAP + 1}) c)`);
  return sql`WITH page AS (
      SELECT id, sort_key FROM (${sql.join(pages, sql` UNION ALL `)}) merged
      ORDER BY sort_key ${dir}, id ${dir} LIMIT ${plan.limit} OFFSET ${plan.offset}
    )
    SELECT tc.total, ${SUMMARY_COLUMNS}
    FROM (SELECT ${sql.join(counts, sql` + `)} AS total) tc
    LEFT JOIN (page p JOIN recipes r ON r.id = p.id JOIN users u ON u.id = r.author_id) ON TRUE
    ORDER BY p.sort_key ${dir}, p.id ${dir}`;
}

/** Full text in web-search syntax ("quoted phrase", -not, or), weighted title A, tags B, the rest C. */
export function fullTextMatch(search: string): Match {
  const query = sql`websearch_to_tsquery('english', ${search})`;
  return { where: sql`r.search_vector @@ ${query}`, rank: sql`ts_rank(r.search_vector, ${query})` };
}

/** Titles spelled like the search (pg_trgm word similarity, served by the title trigram index). */
export function fuzzyTitleMatch(search: string): Match {
  const q = search.toLowerCase();
  return { where: sql`${q} <% lower(r.title)`, rank: sql`word_similarity(${q}, lower(r.title))` };
}
