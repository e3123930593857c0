import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { invitations } from '../../db/schema/index';
import { hmacToken, randomToken, sha256 } from '../../lib/secrets';
import type { InvitationsService } from '../invitations/invitations.service';
import type { UsersService } from '../users/users.service';

export const firstRunLine = (link: string) => `First-run setup: open ${link}`;

/**
 * Start-up bootstrap. With POTLUCK_ADMIN_* the admin is created if missing. Without them, and while there
 * are no users, a one-time admin invitation is logged. Its token is derived from the secret and the
 * invitation id (only the hash is stored), so later starts can show the same link again instead of
 * silently invalidating the one already printed.
 */
export function createSetupService(ctx: AppContext, deps: { users: UsersService; invitations: InvitationsService }) {
  const { db, config, log } = ctx;
  const tokenFor = (id: number) => hmacToken(config.secret, 'potluck:first-run-invitation', String(id));

  async function ensureAdminFromEnv(admin: NonNullable<typeof config.admin>): Promise<void> {
    const existing = (await deps.users.findByEmail(admin.email)) ?? (await deps.users.findByLogin(admin.username));
    if (existing) return;
    const passwordHash = await ctx.passwords.hash(admin.password);
    const user = await deps.users.create({ email: admin.email, username: admin.username, passwordHash, role: 'admin' });
    log.info({ userId: user.id, username: user.username }, 'Admin account created from POTLUCK_ADMIN_* settings');
  }

  async function firstRunInvitationToken(): Promise<string> {
    const now = config.now();
    const open = await db
      .select({ id: invitations.id, tokenHash: invitations.tokenHash })
      .from(invitations)
      .where(
        and(
          isNull(invitations.inviterId),
          eq(invitations.role, 'admin'),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, now),
        ),
      )
      .orderBy(desc(invitations.id));
    // A changed POTLUCK_SECRET makes an old one underivable; then a fresh one is made.
    const reusable = open.find((row) => sha256(tokenFor(row.id)) === row.tokenHash);
    if (reusable) return tokenFor(reusable.id);
    // The id is only known after the insert, so the row starts with a random placeholder hash.
    const row = await deps.invitations.insert(
      { email: null, inviterId: null, role: 'admin', message: null, invitedUserName: null },
      sha256(randomToken()),
    );
    const token = tokenFor(row.id);
    await db
      .update(invitations)
      .set({ tokenHash: sha256(token) })
      .where(eq(invitations.id, row.id));
    return token;
  }

  return {
    async run(): Promise<void> {
      if (config.admin) return ensureAdminFromEnv(config.admin);
      if ((await deps.users.count()) > 0) return;
      log.info(firstRunLine(deps.invitations.link(await firstRunInvitationToken())));
    },
  };
}
