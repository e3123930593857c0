import type { RecipeListParams } from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import type { Match } from './recipe-search';
import { cardsStatement } from './recipe-cards';
import { LISTED, type Viewer, visibleTo } from '../../db/visibility';

/** Which recipes a list draws from, before filters and search. */
export type Scope =
  | { kind: 'browse' }
  | { kind: 'mine' }
  | { kind: 'mine-published' }
  | { kind: 'bookmarked' }
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
    case 'bookmarked':
      return [
        sql`(EXISTS (SELECT 1 FROM recipe_bookmarks b WHERE b.user_id = ${viewer.id} AND b.recipe_id = r.id) AND ${visibleTo(viewer)})`,
      ];
    case 'author':
      return [sql`(r.author_id = ${scope.authorId} AND ${visibleTo(viewer)})`];
  }
}

function filterConditions(plan: ListPlan): SQL[] {
  const { category_id, difficulty, cuisine_type, meal_type } = plan.filters;
  const out: SQL[] = [];
  if (category_id)
    out.push(
      sql`EXISTS (SELECT 1 FROM recipe_categories fc WHERE fc.recipe_id = r.id AND fc.category_id = ${category_id})`,
    );
  if (difficulty) out.push(sql`r.difficulty = ${difficulty}`);
  if (cuisine_type) out.push(sql`r.cuisine_type = ${cuisine_type}`);
  if (meal_type) out.push(sql`r.meal_type = ${meal_type}`);
  return out;
}

export interface PageOptions {
  /** Count the whole match up to this many (+1 to know it was exceeded); no count when left out. */
  countCap?: number;
  /**
   * Browse only: the listed recipes' part of the page, found earlier (see listedStatement). The statement then
   * answers the page's ids in order (`page`) and no cards: the caller has most of them (see recipe-list.service).
   */
  listed?: ListedPart;
}

/**
 * The listed recipes that can reach a page of the "browse" scope — the first offset + limit of them in page
 * order, each with its relevance tier (0 when sorted by a field) — and how many listed recipes match (capped).
 * It does not depend on who asks, so every member's page of the same query can start from it.
 */
export interface ListedPart {
  entries: Array<[id: number, tier: number]>;
  total: number;
}

const capped = (cap: number, condition: SQL) =>
  sql`(SELECT count(*)::int FROM (SELECT 1 FROM recipes r WHERE ${condition} LIMIT ${cap}) c)`;
const matching = (plan: ListPlan, filters: SQL[], ...conditions: SQL[]) =>
  sql.join([...conditions, ...(plan.match ? [plan.match.where] : []), ...filters, sql`TRUE`], sql` AND `);
const byRelevance = (plan: ListPlan): plan is ListPlan & { match: Match } =>
  plan.sortBy === 'relevance' && plan.match !== null;
/** The sort key and direction of a page; relevance sorts by tier first, newest first within a tier. */
function order(plan: ListPlan): { key: SQL; dir: SQL } {
  const sortBy = plan.sortBy === 'relevance' ? 'created_at' : plan.sortBy;
  return {
    key: SORT_KEYS[sortBy],
    dir: sql.raw(plan.sortBy === 'relevance' || plan.direction === 'desc' ? 'DESC' : 'ASC'),
  };
}

/**
 * One row for the browse scope's listed branch: `entries` (JSON [[id, tier], ...]), `total`, and as `doc` the
 * cards of the last `limit` entries — the page itself for every member with nothing of their own before it,
 * so a first search needs no second statement for its cards.
 */
export function listedStatement(plan: ListPlan, cap: number): SQL {
  const filters = filterConditions(plan);
  const { key, dir } = order(plan);
  const ids = byRelevance(plan)
    ? tierWalk(plan, [LISTED], filters)
    : sql`SELECT id, 0 AS tier FROM (${firstRows([matching(plan, filters, LISTED)], key, dir, plan.offset + plan.limit)}) sorted`;
  return cardsStatement(
    sql`SELECT id, ord FROM listed WHERE ord > ${plan.offset}`,
    {
      entries: sql`(SELECT coalesce(json_agg(json_build_array(l.id, l.tier) ORDER BY l.ord), '[]'::json) FROM listed l)`,
      total: capped(cap + 1, matching(plan, filters, LISTED)),
    },
    sql`listed AS MATERIALIZED (SELECT id, tier, row_number() OVER () AS ord FROM (${ids}) l)`,
  );
}

/**
 * The viewer's own unlisted recipes matching the page (drafts and private ones), as `own (id, tier,
 * sort_key)`: with a search, one scan of the author-and-words index of 0007; without, the author's index.
 * MATERIALIZED: the page and the count read it once.
 */
function ownUnlisted(plan: ListPlan, filters: SQL[]): SQL {
  const { key } = order(plan);
  const tier = byRelevance(plan)
    ? sql`CASE ${sql.join(
        plan.match.tiers.map((t, i) => sql`WHEN ${t} THEN ${sql.raw(String(i + 1))}`),
        sql` `,
      )} END`
    : sql`0`;
  return sql`own AS MATERIALIZED (SELECT r.id, ${tier} AS tier, ${key} AS sort_key
    FROM recipes r WHERE ${matching(plan, filters, sql`r.author_id = ${plan.viewer.id}`, sql`NOT ${LISTED}`)})`;
}

/** Ids of a browse page: the listed part merged with `own`, in page order. */
function mergedIds(plan: ListPlan, listed: ListedPart): SQL {
  const { key, dir } = order(plan);
  return sql`SELECT id, row_number() OVER (ORDER BY tier, sort_key ${dir}, id ${dir}) AS ord FROM (
      SELECT id, tier, sort_key FROM (
        SELECT r.id, s.tier, ${key} AS sort_key
          FROM (SELECT (e->>0)::int AS id, (e->>1)::int AS tier FROM json_array_elements(${JSON.stringify(listed.entries)}::json) e) s
          JOIN recipes r ON r.id = s.id WHERE ${LISTED}
        UNION ALL
        SELECT id, tier, sort_key FROM own
      ) merged ORDER BY tier, sort_key ${dir}, id ${dir} LIMIT ${plan.limit} OFFSET ${plan.offset}
    ) page`;
}

/** Each scope branch's first `reach` rows meeting `condition` in sort order, merged: an index walk or a small bitmap each. */
function firstRows(branchConditions: SQL[], key: SQL, dir: SQL, reach: number): SQL {
  const pages = branchConditions.map(
    (c) =>
      sql`(SELECT r.id, ${key} AS sort_key FROM recipes r WHERE ${c} ORDER BY sort_key ${dir}, r.id ${dir} LIMIT ${reach})`,
  );
  return sql`SELECT id, sort_key FROM (${sql.join(pages, sql` UNION ALL `)}) merged ORDER BY sort_key ${dir}, id ${dir}`;
}

/**
 * The first offset + limit matches by relevance, as (id, tier): the tiers (title, then tags, then the rest;
 * newest first within each) one after the other. PostgreSQL runs the parts of a UNION ALL in order and stops
 * once the LIMIT is met, so a tier is only searched when the tiers before it did not fill the page. Each
 * branch of a tier is cut at offset + limit rows: no row beyond that can reach the page.
 */
function tierWalk(plan: ListPlan & { match: Match }, parts: SQL[], filters: SQL[]): SQL {
  const reach = plan.offset + plan.limit;
  const tiers = plan.match.tiers.map(
    (tier, i) =>
      sql`(SELECT id, ${sql.raw(String(i + 1))} AS tier FROM (${firstRows(
        parts.map((b) => sql.join([b, tier, ...filters], sql` AND `)),
        SORT_KEYS.created_at,
        sql.raw('DESC'),
        reach,
      )}) t)`,
  );
  return sql`SELECT id, tier FROM (${sql.join(tiers, sql` UNION ALL `)}) tiered LIMIT ${reach}`;
}

/** Ids of a page by relevance: the tier walk, cut to the page. */
function tieredIds(plan: ListPlan & { match: Match }, parts: SQL[], filters: SQL[]): SQL {
  return sql`SELECT id, row_number() OVER () AS ord FROM (
      SELECT id FROM (${tierWalk(plan, parts, filters)}) walked LIMIT ${plan.limit} OFFSET ${plan.offset}
    ) page`;
}

/** Ids of a page sorted by a field (a search sorted by a field too): every branch's first rows, merged. */
function sortedIds(plan: ListPlan, parts: SQL[], filters: SQL[]): SQL {
  const { key, dir } = order(plan);
  return sql`SELECT id, row_number() OVER (ORDER BY sort_key ${dir}, id ${dir}) AS ord FROM (
      ${firstRows(
        parts.map((b) => matching(plan, filters, b)),
        key,
        dir,
        plan.offset + plan.limit,
      )} LIMIT ${plan.limit} OFFSET ${plan.offset}
    ) page`;
}

/**
 * One statement for a page: the matching ids in order, their cards and the capped total. Each part is an
 * index walk or a bitmap over few rows, so the cost does not grow with the number of recipes. With the listed
 * part given (browse), only the viewer's own unlisted recipes are searched here, `total` counts only them and
 * the page's ids come without cards.
 */
export function pageStatement(plan: ListPlan, options: PageOptions = {}): SQL {
  const filters = filterConditions(plan);
  if (options.listed) {
    const total = options.countCap
      ? sql`(SELECT count(*)::int FROM (SELECT 1 FROM own LIMIT ${options.countCap + 1}) c)`
      : sql`NULL::int`;
    return sql`WITH ${ownUnlisted(plan, filters)}, page AS (${mergedIds(plan, options.listed)})
      SELECT (SELECT coalesce(json_agg(p.id ORDER BY p.ord), '[]'::json) FROM page p) AS page, ${total} AS total`;
  }
  const parts = branches(plan.viewer, plan.scope);
  const total = options.countCap
    ? sql.join(
        parts.map((b) => capped(options.countCap! + 1, matching(plan, filters, b))),
        sql` + `,
      )
    : sql`NULL::int`;
  const ids = byRelevance(plan) ? tieredIds(plan, parts, filters) : sortedIds(plan, parts, filters);
  return cardsStatement(ids, { total });
}
