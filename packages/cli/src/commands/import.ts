import type { Command } from 'commander';
import type { Io } from '../io';
import { openContext } from '../open-context';

interface Options {
  dryRun?: boolean;
  force?: boolean;
  publish?: boolean;
}

/** `potluck import <file|url|->...`: recipes from web pages, HTML, app exports and plain text. */
export function register(command: Command, io: Io): void {
  command
    .argument('<sources...>', 'files, folders (searched recursively), http(s) URLs, or - for standard input')
    .option('--dry-run', 'only show what would be imported; create nothing')
    .option('--force', 'import again what was imported before (otherwise skipped)')
    .option('--publish', 'publish the recipes (default: they are created as drafts)')
    .addHelpText(
      'after',
      '\nUse --yes to skip the question, --json for a machine-readable report (implies --yes). Exit code 1 if anything failed.',
    )
    .action(async (sources: string[], options: Options, command: Command) => {
      const ctx = await openContext(io, command);
      const { runImport } = await import('../import/run-import');
      const flags = {
        dryRun: options.dryRun === true,
        force: options.force === true,
        publish: options.publish === true,
      };
      // Network failures and an expired session end the run with the usual message.
      await ctx.call(() => runImport(ctx, sources, flags), { authenticated: true });
    });
}
