import type { Command } from 'commander';
import type { Io } from '../io';
import { openContext } from '../open-context';

export function register(logout: Command, io: Io): void {
  logout.action(async (_options: unknown, command: Command) => {
    const ctx = await openContext(io, command);
    if (!(await ctx.tokenStore.get())) {
      await ctx.clearSession();
      ctx.print({ logged_out: false }, 'You were not logged in.');
      return;
    }
    // Revoke where the tokens came from, whatever --server says now.
    const server = (await ctx.session())?.server ?? (await ctx.server());
    // The client clears the tokens even when the server cannot be told (logout always succeeds locally).
    await ctx.client(server).logout();
    await ctx.clearSession();
    ctx.print({ logged_out: true, server }, `Logged out of ${server}.`);
  });
}
