import type { Command } from 'commander';
import type { Io } from '../io';
import { openContext } from '../open-context';

// Everything beyond commander is imported inside the action (see open-context.ts).

/** `potluck invite <email>`: invite someone new by mail (a member's address: befriend them instead). */
export function register(invite: Command, io: Io): void {
  invite
    .argument('<email>', 'their email address')
    .option('--name <name>', 'their name, for the greeting')
    .option('--message <text>', 'a personal note in the mail')
    .action(async (email: string, options: { name?: string; message?: string }, command: Command) => {
      const ctx = await openContext(io, command);
      const { sendInvitationSchema, invitationSentMessage } = await import('@potluck/api');
      const { UsageError } = await import('../errors');
      const parsed = sendInvitationSchema.safeParse({
        email,
        message: options.message ?? null,
        invited_user_name: options.name ?? null,
      });
      if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join(', '));
      const client = await ctx.sessionClient();
      const sent = await ctx.call(() => client.invitations.send({ body: parsed.data }), { authenticated: true });
      ctx.print(sent, invitationSentMessage(sent.email));
      if (sent.mail_status !== 'sent') {
        ctx.note(
          `The mail could not be sent yet; the server tries again${sent.next_retry_at ? ` at ${sent.next_retry_at}` : ''}.`,
        );
      }
      if (sent.invitation_link) ctx.note(`Link (valid 7 days, once): ${sent.invitation_link}`);
    });
}
