import { type Bookmark, DEFAULT_COLLECTION, type RecipeSummary } from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rows, toIso } from '../../db/raw';
import { recipeNotFound } from '../recipes/recipe-access';
import { type SummaryRow, toSummary } from '../recipes/recipe-mapper';
import { SUMMARY_COLUMNS, type Viewer, at, visibleTo } from '../recipes/recipe-sql';

export interface BookmarkListQuery {
  collection_name?: string | undefined;
  limit: number;
  offset: number;
}

export function createBookmarksService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /**
     * Saves a visible recipe into a collection (moving it if it was saved elsewhere). bookmark_count goes up
     * only when the row is new — `xmax = 0` tells a fresh insert from the conflict update — in the same statement.
     */
    async add(viewer: Viewer, recipeId: number, collectionName: string): Promise<Bookmark> {
      const [row] = await rows<{ recipe_id: number; collection_name: string; created_at: string }>(
        db,
        sql`WITH target AS (SELECT r.id FROM recipes r WHERE r.id = ${recipeId} AND ${visibleTo(viewer)}),
        saved AS (
          INSERT INTO recipe_bookmarks (user_id, recipe_id, collection_name, created_at)
          SELECT ${viewer.id}, id, ${collectionName}, ${at(ctx.config.now())} FROM target
          ON CONFLICT (user_id, recipe_id) DO UPDATE SET collection_name = EXCLUDED.collection_name
          RETURNING recipe_id, collection_name, created_at, (xmax = 0) AS inserted
        ),
        counted AS (UPDATE recipes SET bookmark_count = bookmark_count + 1 WHERE id IN (SELECT recipe_id FROM saved WHERE inserted) RETURNING id)
        SELECT recipe_id, collection_name, created_at FROM saved`,
      );
      if (!row) throw recipeNotFound();
      return { ...row, created_at: toIso(row.created_at) };
    },

    /** Idempotent: removing a bookmark that is not there is still a 204. */
    async remove(viewer: Viewer, recipeId: number): Promise<null> {
      await db.execute(sql`WITH gone AS (DELETE FROM recipe_bookmarks WHERE user_id = ${viewer.id} AND recipe_id = ${recipeId} RETURNING recipe_id)
        UPDATE recipes SET bookmark_count = bookmark_count - 1 WHERE id IN (SELECT recipe_id FROM gone)`);
      return null;
    },

    /** Your bookmarked recipes that you can still see, most recently saved first. */
    async list(viewer: Viewer, query: BookmarkListQuery) {
      const collection = query.collection_name?.trim() ? sql`AND b.collection_name = ${query.collection_name.trim()}` : sql``;
      const list = await rows<SummaryRow & { collection_name: string; total: number }>(
        db,
        sql`SELECT ${SUMMARY_COLUMNS}, b.collection_name, count(*) OVER ()::int AS total
        FROM recipe_bookmarks b JOIN recipes r ON r.id = b.recipe_id JOIN users u ON u.id = r.author_id
        WHERE b.user_id = ${viewer.id} ${collection} AND ${visibleTo(viewer)}
        ORDER BY b.created_at DESC, r.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`,
      );
      const items: Array<RecipeSummary & { collection_name: string }> = list.map((r) => ({ ...toSummary(r), collection_name: r.collection_name }));
      return { items, total: list[0]?.total ?? 0, limit: query.limit, offset: query.offset };
    },

    async check(viewer: Viewer, recipeId: number) {
      const [row] = await rows<{ collection_name: string }>(
        db,
        sql`SELECT collection_name FROM recipe_bookmarks WHERE user_id = ${viewer.id} AND recipe_id = ${recipeId}`,
      );
      return { is_bookmarked: row !== undefined, collection_name: row?.collection_name ?? null };
    },

    /** Your collections with how many visible recipes each holds; Favorites is always there. */
    async collections(viewer: Viewer) {
      const list = await rows<{ name: string; count: number }>(
        db,
        sql`SELECT b.collection_name AS name, count(*)::int AS count
        FROM recipe_bookmarks b JOIN recipes r ON r.id = b.recipe_id
        WHERE b.user_id = ${viewer.id} AND ${visibleTo(viewer)} GROUP BY b.collection_name`,
      );
      if (!list.some((c) => c.name === DEFAULT_COLLECTION)) list.push({ name: DEFAULT_COLLECTION, count: 0 });
      // Favorites first, then by name.
      list.sort((a, b) => Number(b.name === DEFAULT_COLLECTION) - Number(a.name === DEFAULT_COLLECTION) || a.name.localeCompare(b.name));
      return { items: list };
    },
  };
}
export type BookmarksService = ReturnType<typeof createBookmarksService>;
