import { type Command, Option } from 'commander';
import type { AdminUserListQuery } from '@potluck/api';
import type { Io } from '../io';
import { openContext } from '../open-context';

// Everything beyond commander is imported inside the actions (see open-context.ts).

/** `potluck admin users` and `potluck admin user create|deactivate|activate`: user management (admins only). */
export function register(admin: Command, io: Io): void {
  admin
    .command('users')
    .description('list members, newest first (at most 100)')
    .option('--search <text>', 'part of a username, email or name')
    .addOption(new Option('--role <role>', 'only this role').choices(['user', 'admin']))
    .addOption(new Option('--status <status>', 'only active or inactive members').choices(['active', 'inactive']))
    .action(async (options: ListOptions, command: Command) => {
      const ctx = await openContext(io, command);
      const client = await ctx.sessionClient();
      const query: AdminUserListQuery = {
        ...(options.search ? { search: options.search } : {}),
        role_filter: options.role ?? 'all',
        status_filter: options.status ?? 'all',
      };
      const page = await ctx.call(() => client.adminUsers.list({ query }), { authenticated: true });
      if (ctx.json) return ctx.print(page, '');
      if (page.items.length === 0) return ctx.print(page, 'No users found');
      const { renderUserTable } = await import('../render/admin-users');
      ctx.print(page, renderUserTable(page.items, io.columns ?? Number.POSITIVE_INFINITY));
      if (page.total > page.items.length) ctx.note(`Showing ${page.items.length} of ${page.total} members.`);
    });

  const user = admin.command('user').description('create, deactivate or activate one member');
  user
    .command('create')
    .description('create a member directly (the password from --password or $POTLUCK_NEW_PASSWORD)')
    .argument('<username>', 'letters, numbers and underscores, 3 to 50')
    .requiredOption('--email <email>', 'their email address')
    .option('--password <password>', 'at least 8 characters')
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .addOption(new Option('--role <role>', 'user or admin').choices(['user', 'admin']).default('user'))
    .action(async (username: string, options: CreateOptions, command: Command) => {
      const ctx = await openContext(io, command);
      const { adminCreateUserSchema, userCreatedMessage } = await import('@potluck/api');
      const { UsageError } = await import('../errors');
      const password = options.password ?? ctx.io.env.POTLUCK_NEW_PASSWORD;
      if (!password) throw new UsageError('Creating a member needs a password (--password or $POTLUCK_NEW_PASSWORD).');
      const parsed = adminCreateUserSchema.safeParse({
        username,
        email: options.email,
        password,
        first_name: options.firstName ?? null,
        last_name: options.lastName ?? null,
        role: options.role,
      });
      if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join(', '));
      const client = await ctx.sessionClient();
      const made = await ctx.call(() => client.adminUsers.create({ body: parsed.data }), { authenticated: true });
      ctx.print(made, userCreatedMessage(made.username));
    });

  for (const action of ['deactivate', 'activate'] as const) {
    user
      .command(action)
      .description(
        action === 'deactivate'
          ? 'deactivate a member: every session ends and sign-in is refused (asks first; --yes skips)'
          : 'let a deactivated member sign in again',
      )
      .argument('<username>', 'their username')
      .action(async (username: string, _options: unknown, command: Command) => {
        const ctx = await openContext(io, command);
        const { findAccount } = await import('../admin-users-fetch');
        const client = await ctx.sessionClient();
        const account = await findAccount(ctx, client, username);
        const messages = await import('@potluck/api');
        if (action === 'deactivate' && ctx.canPrompt && !ctx.json) {
          if (!(await ctx.io.confirm(messages.confirmDeactivateMessage(account.username)))) {
            return ctx.print({ deactivated: false }, 'Nothing changed.');
          }
        }
        const params = { id: account.id };
        const done = await ctx.call(
          () =>
            action === 'deactivate' ? client.adminUsers.deactivate({ params }) : client.adminUsers.activate({ params }),
          { authenticated: true },
        );
        const say = action === 'deactivate' ? messages.userDeactivatedMessage : messages.userActivatedMessage;
        ctx.print(done, say(done.username));
      });
  }
}

/** commander's choices() keep these to the listed values. */
interface ListOptions {
  search?: string;
  role?: 'user' | 'admin';
  status?: 'active' | 'inactive';
}

interface CreateOptions {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  role: 'user' | 'admin';
}
