import { FRIEND_MESSAGES, type Friendship, type InviteCode, type InvitePreview, type InviteQr } from '@potluck/api';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../db/errors';
import { at, rows, toIso } from '../../db/raw';
import type { Viewer } from '../../db/visibility';
import { HttpError, conflict, notFound, unprocessable } from '../../http/http-error';
import { randomToken, sha256 } from '../../lib/secrets';
import type { AttemptsService } from '../auth/attempts.service';
import { blockedBetween, memberColumns, memberFrom, pairIs } from './friends-sql';
import type { FriendshipsService } from './friendships.service';

const HOUR_MS = 3600_000;

interface InviteRow extends Record<string, unknown> {
  id: number;
  inviter_id: number;
  expires_at: string | Date;
  used_at: string | Date | null;
  used_by_id: number | null;
  blocked: boolean;
}

/**
 * Invite links: a 256-bit code (only its SHA-256 is stored), single use, with an expiry. Using one makes the two
 * members friends. Codes looked up or used are counted per member, so they cannot be guessed by trying.
 */
export function createFriendInvitesService(
  ctx: AppContext,
  deps: { attempts: AttemptsService; friendships: FriendshipsService },
) {
  const { db, config } = ctx;
  const { attempts, friendships } = deps;
  const inviteUrl = (code: string) => `${config.publicUrl}/invite/${encodeURIComponent(code)}`;

  async function create(viewer: Viewer, hours: number): Promise<InviteCode> {
    const code = randomToken(32);
    const now = config.now();
    const expiresAt = new Date(now.getTime() + hours * HOUR_MS);
    await db.execute(
      sql`INSERT INTO friend_invites (inviter_id, code_hash, invite_type, created_at, expires_at)
        VALUES (${viewer.id}, ${sha256(code)}, 'username', ${at(now)}, ${at(expiresAt)})`,
    );
    return {
      invite_code: code,
      invite_type: 'username',
      expires_in_hours: hours,
      expires_at: expiresAt.toISOString(),
      invite_url: inviteUrl(code),
    };
  }

  /**
   * A live code another member may use: counted, then 404 unknown (or blocked), 410 expired, 409 used by someone
   * else (the member who used it may open it again: using it twice changes nothing).
   */
  async function live(viewer: Viewer, code: string): Promise<InviteRow> {
    const key = String(viewer.id);
    const limit = config.rateLimits.inviteCodesPerHour;
    await attempts.take('friend_invite_code', key, limit, FRIEND_MESSAGES.inviteRateLimited, HOUR_MS);
    const [row] = await rows<InviteRow>(
      db,
      sql`SELECT i.id, i.inviter_id, i.expires_at, i.used_at, i.used_by_id, ${memberColumns('u', 'm_')},
        ${blockedBetween(viewer.id, sql`i.inviter_id`)} AS blocked
      FROM friend_invites i JOIN users u ON u.id = i.inviter_id AND u.is_active
      WHERE i.code_hash = ${sha256(code)}`,
    );
    if (!row || row.blocked) throw notFound(FRIEND_MESSAGES.inviteNotFound);
    if (new Date(toIso(row.expires_at)).getTime() <= config.now().getTime()) {
      throw new HttpError(410, FRIEND_MESSAGES.inviteExpired);
    }
    if (row.used_at !== null && Number(row.used_by_id) !== viewer.id) throw conflict(FRIEND_MESSAGES.inviteUsed);
    return row;
  }

  return {
    create: (viewer: Viewer, input: { expires_in_hours: number }) => create(viewer, input.expires_in_hours),

    async qr(viewer: Viewer, input: { expires_in_hours: number }): Promise<InviteQr> {
      const invite = await create(viewer, input.expires_in_hours);
      const qr_code_data = await QRCode.toDataURL(invite.invite_url, {
        type: 'image/png',
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 320,
      });
      return { ...invite, qr_code_data };
    },

    async preview(viewer: Viewer, code: string): Promise<InvitePreview> {
      const row = await live(viewer, code);
      const inviterId = Number(row.inviter_id);
      return {
        inviter: memberFrom(row, 'm_'),
        expires_at: toIso(row.expires_at),
        already_friends: inviterId !== viewer.id && (await friendships.areFriends(viewer.id, inviterId)),
      };
    },

    /** Spends the code and makes the two friends (a pending request between them, either way, is accepted). */
    async use(viewer: Viewer, code: string): Promise<Friendship> {
      const row = await live(viewer, code);
      const inviterId = Number(row.inviter_id);
      if (inviterId === viewer.id) {
        throw unprocessable({ loc: ['path', 'code'], msg: FRIEND_MESSAGES.ownInvite, type: 'value_error' });
      }
      const id = await db
        .transaction(async (tx) => {
          const [existing] = await rows<{ id: number; status: string }>(
            tx,
            sql`SELECT f.id, f.status FROM friendships f WHERE ${pairIs('f', viewer.id, inviterId)} FOR UPDATE`,
          );
          if (existing?.status === 'accepted') return Number(existing.id);
          if (row.used_at !== null) throw conflict(FRIEND_MESSAGES.inviteUsed);
          const now = at(config.now());
          const spent = await rows(
            tx,
            sql`UPDATE friend_invites SET used_at = ${now}, used_by_id = ${viewer.id}
            WHERE id = ${row.id} AND used_at IS NULL RETURNING id`,
          );
          if (spent.length === 0) throw conflict(FRIEND_MESSAGES.inviteUsed);
          if (existing) {
            await friendships.acceptRow(Number(existing.id), tx);
            return Number(existing.id);
          }
          const [inserted] = await rows<{ id: number }>(
            tx,
            sql`INSERT INTO friendships (requester_id, addressee_id, status, created_at, updated_at, accepted_at)
            VALUES (${inviterId}, ${viewer.id}, 'accepted', ${now}, ${now}, ${now}) RETURNING id`,
          );
          return Number(inserted!.id);
        })
        .catch((err: unknown) => {
          // A request between the two was sent at the same moment: it stands; the code stays unused.
          if (uniqueViolation(err) === 'friendships_pair_key') throw conflict(FRIEND_MESSAGES.alreadyRequested);
          throw err;
        });
      return (await friendships.one(viewer.id, id))!;
    },
  };
}
export type FriendInvitesService = ReturnType<typeof createFriendInvitesService>;
