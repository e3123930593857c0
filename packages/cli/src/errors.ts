import { CommanderError } from 'commander';
import type { Io } from './io';

// No imports of @potluck/api here: this module is on the `--help` path (see open-context.ts).

export const NOT_LOGGED_IN_MESSAGE = 'You are not logged in. Run `potluck login`.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please run `potluck login` again.';

/** A problem the user can fix; the message says what happened and what to do next. Exit code 1. */
export class UserError extends Error {
  readonly status: number | null;
  readonly exitCode: number = 1;

  constructor(message: string, options: { status?: number | null } = {}) {
    super(message);
    this.name = 'UserError';
    this.status = options.status ?? null;
  }
}

/** The command line itself is wrong (missing value, bad flag). Exit code 2, like commander's own. */
export class UsageError extends UserError {
  override readonly exitCode = 2;
}

/** The user stopped a prompt (Esc / Ctrl+C). 130 is the shell's code for "interrupted". */
export class CancelledError extends UserError {
  override readonly exitCode = 130;
  constructor() {
    super('Cancelled.');
  }
}

interface ReportOptions {
  io: Io;
  json: boolean;
}

/** The one top-level handler: prints the error the way the user asked for and returns the exit code. */
export function reportError(error: unknown, { io, json }: ReportOptions): number {
  if (error instanceof CommanderError) return reportCommanderError(error, { io, json });
  if (error instanceof UserError) {
    printError(io, json, error.message, error.status);
    return error.exitCode;
  }
  // Anything else is a bug in potluck: keep it short unless the user asked to debug.
  const message = error instanceof Error ? error.message : String(error);
  const debug = Boolean(io.env.DEBUG);
  printError(
    io,
    json,
    `Unexpected error: ${message}`,
    null,
    debug ? undefined : 'Run again with DEBUG=1 to see the details.',
  );
  if (debug && error instanceof Error && error.stack) io.stderr(`${error.stack}\n`);
  return 1;
}

function reportCommanderError(error: CommanderError, { io, json }: ReportOptions): number {
  // --help and --version end parsing through exitOverride too; they are successes.
  if (error.exitCode === 0) return 0;
  // In text mode commander already printed its message (see configureOutput in index.ts).
  if (json) printError(io, true, error.message.replace(/^error: /, ''), null);
  else if (error.code !== 'commander.help') io.stderr('Run `potluck --help` for usage.\n');
  return 2;
}

function printError(io: Io, json: boolean, message: string, status: number | null, hint?: string) {
  if (json) io.stderr(`${JSON.stringify({ error: { message, status } })}\n`);
  else io.stderr(`${message}\n${hint ? `${hint}\n` : ''}`);
}
