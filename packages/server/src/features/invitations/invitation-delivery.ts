import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { at, rows } from '../../db/raw';
import { type InvitationRow, invitations, users } from '../../db/schema/index';
import { openSecret, sealSecret } from '../../lib/secrets';
import { invitationMail } from './invitation-mail';

/** Waits after the 1st, 2nd, … failed try; after the last of them fails too, the mail counts as failed. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;
/** How long a claimed try keeps others away (longer than one SMTP exchange with its timeouts). */
const LEASE_MS = 2 * 60_000;
const SWEEP_EVERY_MS = 30_000;
const CLAIM_BATCH = 20;
const PURPOSE = 'invitation-mail';

/** The absolute registration link of an invitation token. */
export const registerLink = (config: Pick<AppContext['config'], 'publicUrl'>, token: string) =>
  `${config.publicUrl}/register?token=${encodeURIComponent(token)}`;

/**
 * Invitation mail that is never silently lost: every invitation row says whether its mail went out. The first
 * try happens at once; a failure schedules the next try (MAIL_RETRY_DELAYS_MS), which any server process picks
 * up (claimed with SKIP LOCKED and a lease, so two processes never send the same try); the link token waits
 * sealed with the server secret and is erased once the mail is sent or given up.
 */
export function createInvitationDelivery(ctx: AppContext, link: (token: string) => string) {
  const { db, config, log } = ctx;

  async function inviterName(inviterId: number | null): Promise<string> {
    if (inviterId === null) return 'Potluck';
    const [u] = await db
      .select({ displayName: users.displayName, username: users.username })
      .from(users)
      .where(eq(users.id, inviterId));
    return u?.displayName || u?.username || 'A Potluck member';
  }

  /** One try of one invitation's mail; records the outcome and answers the updated row. */
  async function attempt(row: InvitationRow, token: string): Promise<InvitationRow> {
    const now = config.now();
    const attempts = row.mailAttempts + 1;
    try {
      const mail = invitationMail({
        inviterName: await inviterName(row.inviterId),
        invitation: row,
        link: link(token),
      });
      await ctx.mailer.send({ to: row.email!, ...mail });
      const [sent] = await db
        .update(invitations)
        .set({
          mailStatus: 'sent',
          mailAttempts: attempts,
          mailSentAt: now,
          mailNextAttemptAt: null,
          mailLastError: null,
          mailTokenSealed: null,
        })
        .where(eq(invitations.id, row.id))
        .returning();
      return sent ?? row;
    } catch (err) {
      const giveUp = attempts >= MAIL_MAX_ATTEMPTS;
      const error = err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500);
      log.warn({ invitationId: row.id, attempts, giveUp, error }, 'Invitation mail could not be sent');
      const [failed] = await db
        .update(invitations)
        .set({
          mailStatus: giveUp ? 'failed' : 'pending_retry',
          mailAttempts: attempts,
          mailNextAttemptAt: giveUp ? null : new Date(now.getTime() + MAIL_RETRY_DELAYS_MS[attempts - 1]!),
          mailLastError: error,
          ...(giveUp ? { mailTokenSealed: null } : {}),
        })
        .where(eq(invitations.id, row.id))
        .returning();
      return failed ?? row;
    }
  }

  /** Claims the invitations whose next try is due (this process only) and tries each once. */
  async function retryDue(): Promise<number> {
    const now = config.now();
    const claimed = await rows<{ id: number }>(
      db,
      sql`UPDATE invitations SET mail_next_attempt_at = ${at(new Date(now.getTime() + LEASE_MS))}
        WHERE id IN (SELECT id FROM invitations
          WHERE mail_status = 'pending_retry' AND mail_next_attempt_at <= ${at(now)}
            AND accepted_at IS NULL AND expires_at > ${at(now)}
          ORDER BY mail_next_attempt_at LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id`,
    );
    for (const { id } of claimed) {
      const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
      const token = row?.mailTokenSealed ? openSecret(config.secret, PURPOSE, row.mailTokenSealed) : null;
      if (!row) continue;
      if (token === null) {
        // Sealed with another POTLUCK_SECRET: the link cannot be rebuilt; the inviter can resend.
        await db
          .update(invitations)
          .set({ mailStatus: 'failed', mailNextAttemptAt: null, mailLastError: 'The link could not be recovered' })
          .where(and(eq(invitations.id, id), eq(invitations.mailStatus, 'pending_retry')));
        continue;
      }
      await attempt(row, token);
    }
    return claimed.length;
  }

  return {
    /** Columns of a new invitation whose mail is about to be tried: held by a lease until the first try ends. */
    pendingColumns(token: string) {
      return {
        mailStatus: 'pending_retry' as const,
        mailNextAttemptAt: new Date(config.now().getTime() + LEASE_MS),
        mailTokenSealed: sealSecret(config.secret, PURPOSE, token),
      };
    },
    attempt,
    retryDue,
    /** Tries due mail every 30 s until stopped (each process; claims keep them from sending twice). */
    start(): { stop(): void } {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        retryDue()
          .catch((err: unknown) => log.error({ err }, 'Invitation mail retry failed'))
          .finally(() => (running = false));
      }, SWEEP_EVERY_MS);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };
}
export type InvitationDelivery = ReturnType<typeof createInvitationDelivery>;
