import { Command } from 'commander';
import { registerConfig } from './commands/config';
import { registerExport } from './commands/export';
import { registerImport } from './commands/import';
import { registerLogin } from './commands/login';
import { registerLogout } from './commands/logout';
import { registerRecipes } from './commands/recipes';
import { registerWhoami } from './commands/whoami';
import { reportError } from './errors';
import type { Io } from './io';
import packageJson from '../package.json' with { type: 'json' };

/** The whole `potluck` program. Settings made here are inherited by every subcommand. */
export function createProgram(io: Io, options: { json: boolean }): Command {
  const program = new Command('potluck')
    .description('Potluck, the family recipe platform, in your terminal.')
    .version(packageJson.version, '-V, --version')
    .option(
      '--server <url>',
      'server URL (default: config `server`, $POTLUCK_SERVER, the server you logged in to, http://localhost:3000)',
    )
    .option('--json', 'print JSON for scripts (errors go to stderr as {"error": {...}})')
    .option('--config-dir <dir>', 'where config and tokens live (default: $XDG_CONFIG_HOME/potluck)')
    .option('-y, --yes', 'never prompt; fail when a value is missing')
    // Errors come back to run() as exceptions, so one handler decides every exit code.
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout(text),
      writeErr: (text) => io.stderr(text),
      // With --json the handler prints the error as JSON instead.
      outputError: (text, write) => {
        if (!options.json) write(text);
      },
    });

  registerLogin(program, io);
  registerLogout(program, io);
  registerWhoami(program, io);
  registerConfig(program, io);
  registerRecipes(program, io);
  registerImport(program, io);
  registerExport(program, io);
  return program;
}

/** Runs potluck with the arguments after the program name and returns the exit code. */
export async function run(argv: string[], io: Io): Promise<number> {
  // Known before parsing, so even a usage error comes out as JSON when asked for.
  const json = argv.slice(0, argv.includes('--') ? argv.indexOf('--') : undefined).includes('--json');
  try {
    await createProgram(io, { json }).parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    return reportError(error, { io, json });
  }
}
