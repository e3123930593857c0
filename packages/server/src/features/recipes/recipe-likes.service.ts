import type { LikeStatus } from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { at, rows, toIso } from '../../db/raw';
import { findVisible, recipeNotFound, whileRecipeExists } from './recipe-access';
import { type Viewer, visibleTo } from '../../db/visibility';

/** The likers list shows the most recent ones; total counts them all. */
export const LIKERS_LIMIT = 100;

export function createRecipeLikesService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /**
     * Likes or unlikes in one statement: the like row and like_count change together, and the counter moves
     * by exactly the rows inserted or deleted, so concurrent likes from many members add up exactly. A
     * concurrent second toggle by the same member waits on the first one's row and then changes nothing.
     */
    async toggle(viewer: Viewer, recipeId: number): Promise<LikeStatus> {
      const [row] = await whileRecipeExists(
        rows<{ is_liked: boolean; like_count: number }>(
          db,
          sql`WITH target AS (SELECT r.id FROM recipes r WHERE r.id = ${recipeId} AND ${visibleTo(viewer)}),
        removed AS (DELETE FROM recipe_likes WHERE user_id = ${viewer.id} AND recipe_id IN (SELECT id FROM target) RETURNING recipe_id),
        added AS (
          INSERT INTO recipe_likes (user_id, recipe_id, created_at)
          SELECT ${viewer.id}, id, ${at(ctx.config.now())} FROM target WHERE NOT EXISTS (SELECT 1 FROM removed)
          ON CONFLICT DO NOTHING RETURNING recipe_id
        ),
        counted AS (
          UPDATE recipes SET like_count = like_count + (SELECT count(*) FROM added) - (SELECT count(*) FROM removed)
          WHERE id IN (SELECT id FROM target) RETURNING like_count
        )
        SELECT NOT EXISTS (SELECT 1 FROM removed) AS is_liked, like_count FROM counted`,
        ),
      );
      if (!row) throw recipeNotFound();
      return { is_liked: row.is_liked, like_count: row.like_count };
    },

    async status(viewer: Viewer, recipeId: number): Promise<LikeStatus> {
      const [row] = await rows<LikeStatus>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM recipe_likes l WHERE l.recipe_id = r.id AND l.user_id = ${viewer.id}) AS is_liked, r.like_count
        FROM recipes r WHERE r.id = ${recipeId} AND ${visibleTo(viewer)}`,
      );
      if (!row) throw recipeNotFound();
      return row;
    },

    async likers(viewer: Viewer, recipeId: number) {
      await findVisible(db, viewer, recipeId);
      const list = await rows<{
        user_id: number;
        username: string;
        display_name: string | null;
        avatar_url: string | null;
        liked_at: string;
        total: number;
      }>(
        db,
        sql`SELECT u.id AS user_id, u.username, u.display_name, u.avatar_url, l.created_at AS liked_at, count(*) OVER ()::int AS total
        FROM recipe_likes l JOIN users u ON u.id = l.user_id WHERE l.recipe_id = ${recipeId}
        ORDER BY l.created_at DESC, u.id DESC LIMIT ${LIKERS_LIMIT}`,
      );
      return {
        items: list.map(({ total: _total, ...r }) => ({ ...r, liked_at: toIso(r.liked_at) })),
        total: list[0]?.total ?? 0,
      };
    },
  };
}
export type RecipeLikesService = ReturnType<typeof createRecipeLikesService>;
