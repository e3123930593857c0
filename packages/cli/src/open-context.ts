import type { Command } from 'commander';
import type { Context, GlobalOptions } from './context';
import type { Io } from './io';

/**
 * The context (and with it zod, the api schemas and the client) is loaded when a command runs,
 * not when the program is built: `potluck --help` and usage errors never pay for it. The rule for
 * command files: import commander, types and light modules at the top; the rest through here.
 */
export async function openContext(io: Io, command: Command): Promise<Context> {
  const { Context } = await import('./context');
  return new Context(io, command.optsWithGlobals<GlobalOptions>());
}
