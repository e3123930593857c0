import type { Command } from 'commander';
import type { Io } from '../io';
import { openContext } from '../open-context';

export function registerWhoami(program: Command, io: Io): void {
  program
    .command('whoami')
    .description('show the signed-in user')
    .action(async (_options: unknown, command: Command) => {
      const ctx = await openContext(io, command);
      const client = await ctx.sessionClient();
      const user = await ctx.call(() => client.auth.me(), { authenticated: true });
      ctx.print(user, [`Username: ${user.username}`, `Email:    ${user.email}`, `Role:     ${user.role}`].join('\n'));
    });
}
