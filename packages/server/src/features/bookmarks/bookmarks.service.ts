import { type Bookmark, type BookmarkCheck, DEFAULT_BOOKMARK_COLLECTION } from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { at, rows, toIso } from '../../db/raw';
import { recipeNotFound, whileRecipeExists } from '../recipes/recipe-access';
import { cardsStatement, loadCards } from '../recipes/recipe-cards';
import { type Viewer, visibleTo } from '../../db/visibility';

export interface BookmarkListQuery {
  collection_name?: string | undefined;
  limit: number;
  offset: number;
}

export function createBookmarksService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /**
     * Bookmarks a visible recipe into a collection (moving it if it was bookmarked elsewhere). bookmark_count goes
     * up only when the row is new — `xmax = 0` tells a fresh insert from the conflict update — in the same
     * statement. The recipe row is updated (by 0 when moving) either way, so the answer's bookmark_count is read
     * under its row lock: the latest count, including concurrent members' bookmarks, as a like answers like_count.
     */
    async add(viewer: Viewer, recipeId: number, collectionName: string): Promise<Bookmark> {
      const [row] = await whileRecipeExists(
        rows<{ recipe_id: number; collection_name: string; created_at: string; bookmark_count: number }>(
          db,
          sql`WITH target AS (SELECT r.id FROM recipes r WHERE r.id = ${recipeId} AND ${visibleTo(viewer)}),
        added AS (
          INSERT INTO recipe_bookmarks (user_id, recipe_id, collection_name, created_at)
          SELECT ${viewer.id}, id, ${collectionName}, ${at(ctx.config.now())} FROM target
          ON CONFLICT (user_id, recipe_id) DO UPDATE SET collection_name = EXCLUDED.collection_name
          RETURNING recipe_id, collection_name, created_at, (xmax = 0) AS inserted
        ),
        counted AS (
          UPDATE recipes SET bookmark_count = bookmark_count + (SELECT count(*) FROM added WHERE inserted)
          WHERE id IN (SELECT recipe_id FROM added) RETURNING bookmark_count
        )
        SELECT a.recipe_id, a.collection_name, a.created_at, c.bookmark_count FROM added a, counted c`,
        ),
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

    /** Your bookmarked recipes that you can still see, most recently bookmarked first. */
    async list(viewer: Viewer, query: BookmarkListQuery) {
      const collection = query.collection_name?.trim()
        ? sql`AND b.collection_name = ${query.collection_name.trim()}`
        : sql``;
      const mine = sql`FROM recipe_bookmarks b JOIN recipes r ON r.id = b.recipe_id WHERE b.user_id = ${viewer.id} ${collection} AND ${visibleTo(viewer)}`;
      const result = await loadCards<{ total: number; collections: Record<string, string> | null }>(
        (q) => rows(db, q),
        cardsStatement(
          sql`SELECT r.id, row_number() OVER (ORDER BY b.created_at DESC, r.id DESC) AS ord ${mine}
            ORDER BY b.created_at DESC, r.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`,
          {
            total: sql`(SELECT count(*)::int ${mine})`,
            collections: sql`(SELECT json_object_agg(b.recipe_id, b.collection_name) FROM recipe_bookmarks b
              WHERE b.user_id = ${viewer.id} AND b.recipe_id IN (SELECT id FROM ordered))`,
          },
        ),
      );
      const items = result.items.map((r) => ({
        ...r,
        collection_name: result.collections?.[String(r.id)] ?? DEFAULT_BOOKMARK_COLLECTION,
      }));
      return { items, total: result.total, limit: query.limit, offset: query.offset };
    },

    /** As the like status: 404 for a recipe you cannot see, whose bookmark_count is not yours to read. */
    async check(viewer: Viewer, recipeId: number): Promise<BookmarkCheck> {
      const [row] = await rows<{ collection_name: string | null; bookmark_count: number }>(
        db,
        sql`SELECT b.collection_name, r.bookmark_count FROM recipes r
        LEFT JOIN recipe_bookmarks b ON b.recipe_id = r.id AND b.user_id = ${viewer.id}
        WHERE r.id = ${recipeId} AND ${visibleTo(viewer)}`,
      );
      if (!row) throw recipeNotFound();
      return {
        is_bookmarked: row.collection_name !== null,
        collection_name: row.collection_name,
        bookmark_count: row.bookmark_count,
      };
    },

    /** Your collections with how many visible recipes each holds; Favorites is always there. */
    async collections(viewer: Viewer) {
      const list = await rows<{ name: string; count: number }>(
        db,
        sql`SELECT b.collection_name AS name, count(*)::int AS count
        FROM recipe_bookmarks b JOIN recipes r ON r.id = b.recipe_id
        WHERE b.user_id = ${viewer.id} AND ${visibleTo(viewer)} GROUP BY b.collection_name`,
      );
      if (!list.some((c) => c.name === DEFAULT_BOOKMARK_COLLECTION))
        list.push({ name: DEFAULT_BOOKMARK_COLLECTION, count: 0 });
      // Favorites first, then by name.
      list.sort(
        (a, b) =>
          Number(b.name === DEFAULT_BOOKMARK_COLLECTION) - Number(a.name === DEFAULT_BOOKMARK_COLLECTION) ||
          a.name.localeCompare(b.name),
      );
      return { items: list };
    },
  };
}
export type BookmarksService = ReturnType<typeof createBookmarksService>;
