import type { Command } from 'commander';
import { UsageError } from '../errors';
import type { Io } from '../io';
import { openContext } from '../open-context';
import { addExportOptions, type ExportFlags } from '../recipe-flags';

interface Options extends ExportFlags {
  all?: boolean;
}

/** `potluck export <id>` (one recipe, as `potluck recipes export`) and `potluck export --all --out backup.zip`. */
export function register(command: Command, io: Io): void {
  addExportOptions(
    command
      .argument('[id|slug]', 'recipe id or slug')
      .option(
        '--all',
        'all your recipes, drafts and private ones too: a zip of schema.org JSON files and photos (needs --out)',
      ),
  ).action(async (ref: string | undefined, options: Options, command: Command) => {
    if (options.all) {
      if (ref !== undefined) throw new UsageError('Give a recipe id or --all, not both.');
      if (options.format !== undefined || options.scale !== undefined || options.servings !== undefined) {
        throw new UsageError(
          '--all always writes a zip of schema.org JSON files; --format, --scale and --servings are for one recipe.',
        );
      }
      if (options.out === undefined)
        throw new UsageError(
          '--all writes a zip file: say where with --out, e.g. `potluck export --all --out backup.zip`.',
        );
      const { exportLibrary } = await import('../recipe-export');
      return exportLibrary(await openContext(io, command), options.out);
    }
    if (ref === undefined)
      throw new UsageError('Give a recipe id or slug, or --all, e.g. `potluck export 12 --format md`.');
    const { exportRecipe } = await import('../recipe-export');
    await exportRecipe(await openContext(io, command), ref, options);
  });
}
