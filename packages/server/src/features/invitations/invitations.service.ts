import {
  INVITATION_MESSAGES,
  type Invitation,
  type InvitationValidation,
  type SendInvitationInput,
} from '@potluck/api';
import { and, count, desc, eq, gt, isNull, min } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { type InvitationRow, type UserRow, invitations } from '../../db/schema/index';
import { HttpError, badRequest, conflict, tooManyRequests } from '../../http/http-error';
import { randomToken, sha256 } from '../../lib/secrets';
import type { UsersService } from '../users/users.service';
import { invitationMail } from './invitation-mail';

export const INVITATION_LIMIT_MESSAGE = 'You have sent too many invitations. Please try again later.';
const HOUR_MS = 3600_000;

type Problem = 'notFound' | 'expired' | 'used';

export function createInvitationsService(ctx: AppContext, deps: { users: UsersService }) {
  const { db, config } = ctx;
  const link = (token: string) => `${config.publicUrl}/register?token=${encodeURIComponent(token)}`;

  function status(row: InvitationRow, now = config.now()): Invitation['status'] {
    if (row.acceptedAt) return 'accepted';
    return row.expiresAt <= now ? 'expired' : 'pending';
  }

  function problemOf(row: InvitationRow | undefined): Problem | null {
    if (!row) return 'notFound';
    const s = status(row);
    return s === 'accepted' ? 'used' : s === 'expired' ? 'expired' : null;
  }

  const toInvitation = (row: InvitationRow, inviterUsername: string | null, token?: string): Invitation => ({
    id: row.id,
    email: row.email ?? '',
    status: status(row),
    inviter_username: inviterUsername,
    message: row.message,
    invited_user_name: row.invitedUserName,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    ...(token ? { invitation_link: link(token) } : {}),
  });

  async function findByToken(token: string, executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, sha256(token)));
    return row;
  }

  async function assertBelowLimit(inviterId: number): Promise<void> {
    const now = config.now().getTime();
    const [row] = await db
      .select({ n: count(), oldest: min(invitations.createdAt) })
      .from(invitations)
      .where(and(eq(invitations.inviterId, inviterId), gt(invitations.createdAt, new Date(now - HOUR_MS))));
    if (row && row.n >= config.rateLimits.invitationsPerUserPerHour) {
      const oldest = row.oldest ? new Date(row.oldest).getTime() : now;
      throw tooManyRequests(INVITATION_LIMIT_MESSAGE, (oldest + HOUR_MS - now) / 1000);
    }
  }

  async function insert(
    values: Pick<InvitationRow, 'email' | 'inviterId' | 'role' | 'message' | 'invitedUserName'>,
    tokenHash: string,
  ) {
    const now = config.now();
    const expiresAt = new Date(now.getTime() + config.invitationTtlHours * HOUR_MS);
    const [row] = await db
      .insert(invitations)
      .values({ ...values, tokenHash, createdAt: now, expiresAt })
      .returning();
    return row!;
  }

  return {
    link,
    insert,

    async send(actor: UserRow, input: SendInvitationInput): Promise<Invitation> {
      const email = input.email.trim().toLowerCase();
      await assertBelowLimit(actor.id);
      if (await deps.users.findByEmail(email)) throw conflict(INVITATION_MESSAGES.alreadyMember);
      const token = randomToken();
      const row = await insert(
        {
          email,
          inviterId: actor.id,
          role: 'user',
          message: input.message || null,
          invitedUserName: input.invited_user_name || null,
        },
        sha256(token),
      );
      const inviterName = actor.displayName || actor.username;
      try {
        await ctx.mailer.send({ to: email, ...invitationMail({ inviterName, invitation: row, link: link(token) }) });
      } catch (err) {
        // The invitation stands: the inviter gets the link in the answer and can pass it on by hand.
        ctx.log.error({ err, invitationId: row.id }, 'Invitation mail could not be sent');
      }
      return toInvitation(row, actor.username, token);
    },

    async listMine(actor: UserRow): Promise<{ items: Invitation[]; total: number }> {
      const rows = await db
        .select()
        .from(invitations)
        .where(eq(invitations.inviterId, actor.id))
        .orderBy(desc(invitations.createdAt), desc(invitations.id));
      return { items: rows.map((r) => toInvitation(r, actor.username)), total: rows.length };
    },

    async validate(token: string): Promise<InvitationValidation> {
      const row = await findByToken(token);
      const problem = problemOf(row);
      if (problem || !row)
        return {
          valid: false,
          email: null,
          invited_user_name: null,
          error_message: INVITATION_MESSAGES[problem ?? 'notFound'],
        };
      return { valid: true, email: row.email, invited_user_name: row.invitedUserName, error_message: null };
    },

    /** The invitation a registration may use, or a 400 saying why not (unknown, expired, used). */
    async usable(token: string): Promise<InvitationRow> {
      const row = await findByToken(token);
      const problem = problemOf(row);
      if (problem || !row) throw badRequest(INVITATION_MESSAGES[problem ?? 'notFound']);
      return row;
    },

    /** Spends the invitation inside the registration transaction; a concurrent spend makes this throw. */
    async spend(tx: Executor, invitationId: number, userId: number): Promise<void> {
      const now = config.now();
      const [row] = await tx
        .update(invitations)
        .set({ acceptedAt: now, acceptedUserId: userId })
        .where(and(eq(invitations.id, invitationId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
        .returning({ id: invitations.id });
      if (!row) throw new HttpError(400, INVITATION_MESSAGES.used);
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
