import { SHARE_MESSAGES, type Share, type ShareInput, type shareInputSchema } from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { rows, toIso } from '../../db/raw';
import { recipeShares } from '../../db/schema/index';
import { forbidden, notFound, unprocessable } from '../../http/http-error';
import { blockedBetween, pairIs } from '../friends/friends-sql';
import { findVisible, whileRecipeExists } from '../recipes/recipe-access';
import { type Viewer, canSee, visibleTo } from '../../db/visibility';

type ShareParsed = z.output<typeof shareInputSchema>;

/** Shares shown under "shared with me", newest first. */
export const SHARED_WITH_ME_LIMIT = 100;

const memberProblem = (msg: string) => unprocessable({ loc: ['body', 'shared_with_id'], msg, type: 'invalid_member' });

export function createSharesService(ctx: AppContext) {
  const { db, config } = ctx;
  const shareUrl = (recipeId: number) => `${config.publicUrl}/recipes/${recipeId}`;

  const toShare = (row: typeof recipeShares.$inferSelect): Share => ({
    id: row.id,
    recipe_id: row.recipeId,
    shared_with_id: row.sharedWithId,
    share_type: row.shareType,
    platform: row.platform,
    message: row.message,
    share_url: shareUrl(row.recipeId),
    created_at: row.createdAt.toISOString(),
  });

  /**
   * The receiving member of a friend share: an active account other than yours (else 404), an accepted friend
   * (else 403; a block ends the friendship) who may already open the recipe (else 403).
   */
  async function receiver(
    sharer: Viewer,
    recipe: { authorId: number; status: string; visibility: string },
    id: number,
  ) {
    if (id === sharer.id) throw memberProblem(SHARE_MESSAGES.notYourself);
    const [member] = await rows<{ id: number; role: 'user' | 'admin'; friend: boolean }>(
      db,
      sql`SELECT u.id, u.role, EXISTS (SELECT 1 FROM friendships f WHERE ${pairIs('f', sharer.id, id)}
          AND f.status = 'accepted') AS friend
        FROM users u WHERE u.id = ${id} AND u.is_active`,
    );
    if (!member) throw notFound(SHARE_MESSAGES.memberNotFound);
    if (!member.friend) throw forbidden(SHARE_MESSAGES.notAFriend);
    // A share never widens visibility: the receiver must already be allowed to open the recipe.
    if (!canSee({ id: Number(member.id), role: member.role }, recipe)) {
      throw forbidden(SHARE_MESSAGES.notVisibleToFriend);
    }
    return Number(member.id);
  }

  return {
    /** Records a share of a recipe you can see; a friend share shows up in the receiver's shared-with-me. */
    async share(sharer: Viewer, input: ShareParsed | ShareInput): Promise<Share> {
      const recipe = await findVisible(db, sharer, input.recipe_id);
      const sharedWithId = input.share_type === 'friend' ? await receiver(sharer, recipe, input.shared_with_id!) : null;
      const [row] = await whileRecipeExists(
        db
          .insert(recipeShares)
          .values({
            recipeId: recipe.id,
            userId: sharer.id,
            sharedWithId,
            shareType: input.share_type,
            platform: input.platform ?? (input.share_type === 'friend' ? 'friend' : null),
            message: input.message || null,
            createdAt: config.now(),
          })
          .returning(),
      );
      return toShare(row!);
    },

    /** Friend shares to you whose recipe you can (still) see. */
    async sharedWithMe(viewer: Viewer) {
      const list = await rows<{
        id: number;
        recipe_id: number;
        shared_with_id: number;
        share_type: 'friend';
        platform: string | null;
        message: string | null;
        created_at: string;
        recipe_title: string;
        shared_by_username: string;
      }>(
        db,
        sql`SELECT s.id, s.recipe_id, s.shared_with_id, s.share_type, s.platform, s.message, s.created_at,
          r.title AS recipe_title, u.username AS shared_by_username
        FROM recipe_shares s JOIN recipes r ON r.id = s.recipe_id JOIN users u ON u.id = s.user_id
        WHERE s.shared_with_id = ${viewer.id} AND ${visibleTo(viewer)} AND NOT ${blockedBetween(viewer.id, sql`s.user_id`)}
        ORDER BY s.created_at DESC, s.id DESC LIMIT ${SHARED_WITH_ME_LIMIT}`,
      );
      return { items: list.map((s) => ({ ...s, share_url: shareUrl(s.recipe_id), created_at: toIso(s.created_at) })) };
    },
  };
}
export type SharesService = ReturnType<typeof createSharesService>;
