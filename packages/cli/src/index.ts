import { Command } from 'commander';
import { addCommands } from './command-list';
import { reportError } from './errors';
import type { Io } from './io';
import packageJson from '../package.json' with { type: 'json' };

/**
 * The `potluck` program for `argv`: every command listed, only the one it runs loaded. Settings made here are
 * inherited by every subcommand.
 */
export async function createProgram(io: Io, options: { json: boolean }, argv: readonly string[]): Promise<Command> {
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

  await addCommands(program, io, argv);
  return program;
}

/** Runs potluck with the arguments after the program name and returns the exit code. */
export async function run(argv: string[], io: Io): Promise<number> {
  // Known before parsing, so even a usage error comes out as JSON when asked for.
  const json = argv.slice(0, argv.includes('--') ? argv.indexOf('--') : undefined).includes('--json');
  try {
    await (await createProgram(io, { json }, argv)).parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    return reportError(error, { io, json });
  }
}
