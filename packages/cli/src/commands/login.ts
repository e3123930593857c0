import type { Command } from 'commander';
import type { Context } from '../context';
import { UsageError, UserError } from '../errors';
import type { Io } from '../io';
import { openContext } from '../open-context';

interface LoginOptions {
  user?: string;
  emailOrUsername?: string;
  password?: string;
}

export function register(login: Command, io: Io): void {
  login
    .option('-u, --user <email-or-username>', 'email or username')
    .option('--email-or-username <value>', 'same as --user')
    .option('--password <password>', 'password (prefer $POTLUCK_PASSWORD: flags show up in `ps`)')
    .action(async (options: LoginOptions, command: Command) => {
      const ctx = await openContext(io, command);
      const { ApiError, loginErrorMessage } = await import('@potluck/api');
      const server = await ctx.server();
      const input = await credentials(ctx, options);
      const previous = { tokens: await ctx.tokenStore.get(), session: await ctx.session() };

      const client = ctx.client(server);
      try {
        await client.login(input);
      } catch (error) {
        // The server's detail ("Incorrect username or password", the network message, ...) as is.
        throw error instanceof ApiError ? new UserError(loginErrorMessage(error), { status: error.status }) : error;
      }
      await ctx.saveSession({ server });
      // Logging in again replaced the stored tokens: end the old session so nobody can refresh it.
      if (previous.tokens && previous.session) await ctx.revoke(previous.session, previous.tokens);

      const user = await ctx.call(() => client.auth.me(), { authenticated: true });
      ctx.print({ server, user }, `Logged in to ${server} as ${user.username} (${user.role}).`);
    });
}

/** Flags first, then $POTLUCK_PASSWORD, then a prompt for whatever is still missing. */
async function credentials(ctx: Context, options: LoginOptions) {
  let identifier = options.user ?? options.emailOrUsername;
  let password = options.password ?? ctx.io.env.POTLUCK_PASSWORD;
  if (!identifier || !password) {
    if (!ctx.canPrompt) {
      const missing = !identifier ? 'an email or username (--user)' : 'a password (--password or $POTLUCK_PASSWORD)';
      const why = ctx.io.interactive ? 'with --yes' : 'because stdin is not a terminal';
      throw new UsageError(`Login needs ${missing}; potluck cannot ask ${why}.`);
    }
    const answers = await ctx.io.promptLogin({ identifier, password });
    identifier = answers.identifier;
    password = answers.password;
  }
  const { loginSchema } = await import('@potluck/api');
  const parsed = loginSchema.safeParse({ email_or_username: identifier, password });
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => issue.message).join(', '));
  return parsed.data;
}
