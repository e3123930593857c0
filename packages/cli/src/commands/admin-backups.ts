import type { Command } from 'commander';
import type { Io } from '../io';
import { openContext } from '../open-context';

// Everything beyond commander is imported inside the actions (see open-context.ts).

interface BackupOptions {
  out: string;
}

/** `potluck admin backup --out FILE` (take one now and save it) and `potluck admin backups` (list). */
export function register(admin: Command, io: Io): void {
  admin
    .command('backup')
    .description('back up the whole instance now (every table and image) and save the file (--out)')
    .requiredOption('--out <file>', 'where to save the backup, e.g. potluck.jsonl.gz (owner-only)')
    .action(async (options: BackupOptions, command: Command) => {
      const ctx = await openContext(io, command);
      const { takeAndSave } = await import('../admin-backups-fetch');
      await takeAndSave(ctx, options.out);
    });

  admin
    .command('backups')
    .description("list the server's backups, newest first (the restore command is in the README)")
    .action(async (_options: unknown, command: Command) => {
      const ctx = await openContext(io, command);
      const client = await ctx.sessionClient();
      const list = await ctx.call(() => client.backups.list(), { authenticated: true });
      if (ctx.json) return ctx.print(list, '');
      if (list.items.length === 0) return ctx.print(list, 'No backups yet.');
      const { renderBackupTable } = await import('../render/admin-backups');
      ctx.print(list, renderBackupTable(list.items));
    });
}
