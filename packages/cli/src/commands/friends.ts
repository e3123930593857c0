import type { Command } from 'commander';
import type { Io } from '../io';
import { openContext } from '../open-context';

// Everything beyond commander is imported inside the actions (see open-context.ts).

/** `potluck friends list|add|accept|invite`. */
export function register(friends: Command, io: Io): void {
  friends
    .command('list')
    .description('your friends (favourites first) and the friend requests waiting on either side')
    .action(async (_options: unknown, command: Command) => {
      const ctx = await openContext(io, command);
      const client = await ctx.sessionClient();
      const me = await ctx.call(() => client.auth.me(), { authenticated: true });
      const overview = await ctx.call(() => client.friends.list({ query: { include_pending: true } }), {
        authenticated: true,
      });
      const { renderFriends } = await import('../render/friends');
      ctx.print(overview, renderFriends(overview, me.id, io.columns ?? Number.POSITIVE_INFINITY));
    });

  friends
    .command('add')
    .description('send a friend request to a member by username (accepts theirs if they already asked you)')
    .argument('<username>', "the member's username")
    .option('--message <text>', 'a note with the request')
    .action(async (username: string, options: { message?: string }, command: Command) => {
      const ctx = await openContext(io, command);
      const { friendRequestInputSchema, friendRequestSentMessage, memberName } = await import('@potluck/api');
      const parsed = friendRequestInputSchema.safeParse({ username, message: options.message ?? null });
      if (!parsed.success) {
        const { UsageError } = await import('../errors');
        throw new UsageError(parsed.error.issues.map((i) => i.message).join(', '));
      }
      const client = await ctx.sessionClient();
      const sent = await ctx.call(() => client.friends.request({ body: parsed.data }), { authenticated: true });
      const name = memberName(
        sent.addressee.username.toLowerCase() === username.toLowerCase() ? sent.addressee : sent.requester,
      );
      ctx.print(sent, sent.status === 'accepted' ? `You and ${name} are now friends.` : friendRequestSentMessage(name));
    });

  friends
    .command('accept')
    .description('accept the friend request a member sent you')
    .argument('<username>', 'who sent it')
    .action(async (username: string, _options: unknown, command: Command) => {
      const ctx = await openContext(io, command);
      const client = await ctx.sessionClient();
      const overview = await ctx.call(() => client.friends.list({ query: { include_pending: true } }), {
        authenticated: true,
      });
      const wanted = username.toLowerCase();
      const request = overview.pending_received.find((f) => f.requester.username.toLowerCase() === wanted);
      if (!request) {
        const { UserError } = await import('../errors');
        throw new UserError(`No friend request from ${username}. See \`potluck friends list\`.`);
      }
      const accepted = await ctx.call(
        () => client.friends.respond({ params: { id: request.id }, body: { status: 'accepted' } }),
        { authenticated: true },
      );
      const { memberName } = await import('@potluck/api');
      ctx.print(accepted, `You and ${memberName(accepted.requester)} are now friends.`);
    });

  friends
    .command('invite')
    .description('make an invite link (valid 7 days, once) and show it with its QR code')
    .option('--hours <n>', 'hours the link stays valid (1 to 168)', '168')
    .option('--no-qr', 'print the link only')
    .action(async (options: { hours: string; qr: boolean }, command: Command) => {
      const ctx = await openContext(io, command);
      const { inviteInputSchema } = await import('@potluck/api');
      const parsed = inviteInputSchema.safeParse({ invite_type: 'username', expires_in_hours: options.hours });
      if (!parsed.success) {
        const { UsageError } = await import('../errors');
        throw new UsageError(`--hours: ${parsed.error.issues.map((i) => i.message).join(', ')}`);
      }
      const client = await ctx.sessionClient();
      const invite = await ctx.call(() => client.friendInvites.create({ body: parsed.data }), { authenticated: true });
      if (ctx.json) return ctx.print(invite, '');
      const lines = [invite.invite_url];
      if (options.qr) {
        const QRCode = (await import('qrcode')).default;
        lines.push('', (await QRCode.toString(invite.invite_url, { type: 'terminal', small: true })).trimEnd());
      }
      ctx.print(invite, lines.join('\n'));
      ctx.note(`Valid until ${invite.expires_at.slice(0, 16).replace('T', ' ')} UTC, for one person.`);
    });
}
