import { type BlockedMember, FRIEND_MESSAGES } from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { at, rows, toIso } from '../../db/raw';
import type { Viewer } from '../../db/visibility';
import { notFound, unprocessable } from '../../http/http-error';
import { memberColumns, memberFrom, pairIs } from './friends-sql';

/** Blocking: ends the friendship and any request between the two; search, requests and shares then refuse them. */
export function createBlocksService(ctx: AppContext) {
  const { db, config } = ctx;

  async function listed(viewer: Viewer, only?: number): Promise<BlockedMember[]> {
    const list = await rows<Record<string, unknown> & { reason: string | null; created_at: string | Date }>(
      db,
      sql`SELECT b.reason, b.created_at, ${memberColumns('u', 'm_')}
      FROM member_blocks b JOIN users u ON u.id = b.blocked_id
      WHERE b.blocker_id = ${viewer.id} ${only === undefined ? sql`` : sql`AND b.blocked_id = ${only}`}
      ORDER BY b.created_at DESC, u.id DESC`,
    );
    return list.map((r) => ({ member: memberFrom(r, 'm_'), reason: r.reason, created_at: toIso(r.created_at) }));
  }

  return {
    /** Blocks a member (blocking again keeps the first moment and takes the new reason). */
    async block(viewer: Viewer, userId: number, reason: string | null | undefined): Promise<BlockedMember> {
      if (userId === viewer.id) {
        throw unprocessable({ loc: ['path', 'userId'], msg: FRIEND_MESSAGES.blockYourself, type: 'value_error' });
      }
      await db.transaction(async (tx) => {
        const inserted = await rows(
          tx,
          sql`INSERT INTO member_blocks (blocker_id, blocked_id, reason, created_at)
            SELECT ${viewer.id}, u.id, ${reason || null}, ${at(config.now())} FROM users u WHERE u.id = ${userId}
            ON CONFLICT (blocker_id, blocked_id) DO UPDATE SET reason = EXCLUDED.reason RETURNING blocked_id`,
        );
        if (inserted.length === 0) throw notFound(FRIEND_MESSAGES.memberNotFound);
        await tx.execute(sql`DELETE FROM friendships f WHERE ${pairIs('f', viewer.id, userId)}`);
      });
      return (await listed(viewer, userId))[0]!;
    },

    /** Idempotent: unblocking a member you had not blocked changes nothing. */
    async unblock(viewer: Viewer, userId: number): Promise<null> {
      await db.execute(sql`DELETE FROM member_blocks WHERE blocker_id = ${viewer.id} AND blocked_id = ${userId}`);
      return null;
    },

    async blocked(viewer: Viewer) {
      const items = await listed(viewer);
      return { items, total: items.length };
    },
  };
}
export type BlocksService = ReturnType<typeof createBlocksService>;
