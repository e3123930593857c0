import type { Command } from 'commander';
import type { Io } from '../io';
import { openContext } from '../open-context';

export function register(whoami: Command, io: Io): void {
  whoami.action(async (_options: unknown, command: Command) => {
    const ctx = await openContext(io, command);
    const client = await ctx.sessionClient();
    const user = await ctx.call(() => client.auth.me(), { authenticated: true });
    ctx.print(user, [`Username: ${user.username}`, `Email:    ${user.email}`, `Role:     ${user.role}`].join('\n'));
  });
}
