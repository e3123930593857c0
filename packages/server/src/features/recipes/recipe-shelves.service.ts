import { FEATURED_LIMIT } from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { at, rowsWithCachedPlan } from '../../db/raw';
import { LISTED } from '../../db/visibility';
import { cardsStatement, loadCards } from './recipe-cards';

/** Trending looks at this many days of views and likes. */
export const TRENDING_DAYS = 14;

/**
 * The home page's shelves of listed recipes (spec 000 §2: Discover, Featured, Trending): the same for every
 * member, so no viewer and no page cache; each is one statement whose plan does not depend on the values.
 */
export function createRecipeShelvesService(ctx: AppContext) {
  const cards = (ordered: SQL) =>
    loadCards((query) => rowsWithCachedPlan(ctx.database, query), cardsStatement(ordered));
  return {
    /** Discover Recipes on the home page (spec 000 §2): a few listed recipes picked at random. */
    discover: (limit: number) =>
      cards(
        sql`SELECT r.id, row_number() OVER () AS ord FROM recipes r WHERE ${LISTED} ORDER BY random() LIMIT ${limit}`,
      ),

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
export type RecipeShelvesService = ReturnType<typeof createRecipeShelvesService>;
