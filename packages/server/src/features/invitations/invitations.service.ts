import {
  INVITATION_MESSAGES,
  type Invitation,
  type InvitationValidation,
  type SendInvitationInput,
} from '@potluck/api';
import { type SQL, and, count, desc, eq, gt, inArray, isNull, min, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { at, rows } from '../../db/raw';
import { type InvitationRow, type UserRow, invitations, users } from '../../db/schema/index';
import { HttpError, badRequest, conflict, notFound, tooManyRequests } from '../../http/http-error';
import { randomToken, sha256 } from '../../lib/secrets';
import type { UsersService } from '../users/users.service';
import { createInvitationDelivery, registerLink } from './invitation-delivery';
import { createInvitationSearch } from './invitation-search';

export const INVITATION_LIMIT_MESSAGE = 'You have sent too many invitations. Please try again later.';
const HOUR_MS = 3600_000;

type Problem = 'notFound' | 'expired' | 'used';

export function createInvitationsService(ctx: AppContext, deps: { users: UsersService }) {
  const { db, config } = ctx;
  const link = (token: string) => registerLink(config, token);

  function status(row: InvitationRow, now = config.now()): Invitation['status'] {
    if (row.acceptedAt) return 'accepted';
    return row.expiresAt <= now ? 'expired' : 'pending';
  }

  function problemOf(row: InvitationRow | undefined): Problem | null {
    if (!row) return 'notFound';
    const s = status(row);
    return s === 'accepted' ? 'used' : s === 'expired' ? 'expired' : null;
  }

  const delivery = createInvitationDelivery(ctx, link);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
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
    mail_status: row.mailStatus,
    mail_attempts: row.mailAttempts,
    mail_sent_at: iso(row.mailSentAt),
    next_retry_at: row.mailStatus === 'pending_retry' ? iso(row.mailNextAttemptAt) : null,
  });

  async function findByToken(token: string, executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, sha256(token)));
    return row;
  }

  async function inviterUsername(inviterId: number | null): Promise<string | null> {
    if (inviterId === null) return null;
    const [u] = await db.select({ username: users.username }).from(users).where(eq(users.id, inviterId));
    return u?.username ?? null;
  }

  async function countWhere(where: SQL): Promise<number> {
    const [row] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM invitations i WHERE ${where}`);
    return row?.n ?? 0;
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
    values: Pick<InvitationRow, 'email' | 'inviterId' | 'role' | 'message' | 'invitedUserName'> &
      Partial<Pick<InvitationRow, 'mailStatus' | 'mailNextAttemptAt' | 'mailTokenSealed'>>,
    tokenHash: string,
  ) {
    const now = config.now();
    const expiresAt = new Date(now.getTime() + config.invitationTtlHours * HOUR_MS);
    const [row] = await db
      .insert(invitations)
      .values({ mailStatus: 'not_mailed', ...values, tokenHash, createdAt: now, expiresAt })
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
          ...delivery.pendingColumns(token),
        },
        sha256(token),
      );
      // The first try now; a failure is retried by the delivery sweep and shows in mail_status.
      return toInvitation(await delivery.attempt(row, token), actor.username, token);
    },
    /** Sends a pending invitation's mail again with a new link (the old link stops working). */
    async resend(actor: UserRow, id: number): Promise<Invitation> {
      const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
      if (!row || (row.inviterId !== actor.id && actor.role !== 'admin')) throw notFound();
      if (status(row) !== 'pending' || !row.email) throw conflict(INVITATION_MESSAGES.notPending);
      if (row.inviterId === actor.id) await assertBelowLimit(actor.id);
      const token = randomToken();
      const [fresh] = await db
        .update(invitations)
        .set({ tokenHash: sha256(token), mailAttempts: 0, mailLastError: null, ...delivery.pendingColumns(token) })
        .where(eq(invitations.id, id))
        .returning();
      const inviter = await inviterUsername(fresh!.inviterId);
      return toInvitation(await delivery.attempt(fresh!, token), inviter, token);
    },
    /** Every invitation of the platform (admin), newest first. */
    async listAll(query: { status: 'all' | Invitation['status']; limit: number; offset: number }) {
      const now = at(config.now());
      const where =
        query.status === 'accepted'
          ? sql`i.accepted_at IS NOT NULL`
          : query.status === 'expired'
            ? sql`i.accepted_at IS NULL AND i.expires_at <= ${now}`
            : query.status === 'pending'
              ? sql`i.accepted_at IS NULL AND i.expires_at > ${now}`
              : sql`TRUE`;
      const found = await rows<{ id: number; inviter_username: string | null; total: number }>(
        db,
        sql`SELECT i.id, u.username AS inviter_username, count(*) OVER ()::int AS total
          FROM invitations i LEFT JOIN users u ON u.id = i.inviter_id WHERE ${where}
          ORDER BY i.created_at DESC, i.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`,
      );
      const byId = new Map(
        found.length === 0
          ? []
          : (
              await db
                .select()
                .from(invitations)
                .where(
                  inArray(
                    invitations.id,
                    found.map((f) => f.id),
                  ),
                )
            ).map((r) => [r.id, r]),
      );
      return {
        items: found.map((f) => toInvitation(byId.get(f.id)!, f.inviter_username)),
        total: found[0]?.total ?? (query.offset > 0 ? await countWhere(where) : 0),
        limit: query.limit,
        offset: query.offset,
      };
    },
    searchUsers: createInvitationSearch(ctx),
    retryDue: delivery.retryDue,
    startDelivery: delivery.start,
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
        .set({ acceptedAt: now, acceptedUserId: userId, mailTokenSealed: null })
        .where(and(eq(invitations.id, invitationId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
        .returning({ id: invitations.id });
      if (!row) throw new HttpError(400, INVITATION_MESSAGES.used);
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
