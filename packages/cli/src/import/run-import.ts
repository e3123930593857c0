import { ApiError } from '@potluck/api';
import type { Context } from '../context';
import { UserError } from '../errors';
import { countProgressLine } from '../render/progress';
import { importerFor, type Importer } from './importers';
import { openLedger } from './import-ledger';
import type { ImportFlags, ImportReport, Outcome, Run } from './import-types';
import { SourceFailure } from './source-failure';
import { collectSources, loadSource, type LoadedSource, type Source } from './sources';
import { printSingle, showPreview } from './single-output';

export const recipeUrl = (server: string, id: number) => `${server}/recipes/${id}`;

/**
 * The recipes a ledger entry points at that still exist. Only a 404 means gone (deleted, or no longer
 * visible): any other failure is reported, not taken as a reason to import a second copy.
 */
async function stillThere(run: Run, ids: number[]): Promise<number[]> {
  const present: number[] = [];
  for (const id of ids) {
    const found = await run.ctx.call(
      () =>
        run.client.recipes.get({ params: { id } }).then(
          () => true,
          (error: unknown) => (error instanceof ApiError && error.status === 404 ? false : Promise.reject(error)),
        ),
      { authenticated: true },
    );
    if (found) present.push(id);
  }
  return present;
}

/** True when the source was imported before (and is still on the server): it is then reported as skipped. */
async function alreadyImported(run: Run, source: LoadedSource): Promise<boolean> {
  if (run.flags.force) return false;
  const entry = run.ledger.find(run.server, source.key);
  if (!entry) return false;
  const present = await stillThere(run, entry.recipe_ids);
  if (present.length === 0) {
    if (!run.flags.dryRun) await run.ledger.forget(run.server, source.key);
    return false;
  }
  const list = present.map((id) => `#${id}`).join(', ');
  run.report.skipped.push({
    source: source.label,
    reason: `already imported as ${list} (use --force to import it again)`,
    recipe_ids: present,
  });
  return true;
}

/** Adds what one source gave to the report, and remembers what it created. */
async function record(run: Run, source: LoadedSource, outcome: Outcome, created: boolean): Promise<void> {
  const { report, server } = run;
  report.read.push(...outcome.read.map((r) => ({ ...r, source: source.label })));
  report.created.push(...outcome.created.map((r) => ({ ...r, source: source.label, url: recipeUrl(server, r.id) })));
  report.failed.push(...outcome.failed.map((f) => ({ source: source.label, name: f.name, reason: f.reason })));
  if (created && outcome.created.length > 0) {
    await run.ledger.record({
      server,
      source: source.key,
      label: source.label,
      recipe_ids: outcome.created.map((r) => r.id),
    });
  }
}

/** Runs `step` for one source; a SourceFailure (unreadable, refused) becomes a failed entry, anything else ends the run. */
async function guarded(run: Run, label: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!(error instanceof SourceFailure)) throw error;
    run.report.failed.push({ source: label, name: null, reason: error.message });
  }
}

/** One source in a run of many: no preview on screen and no question; read only with --dry-run. */
async function importQuietly(run: Run, source: Source): Promise<void> {
  await guarded(run, source.label, async () => {
    const loaded = await loadSource(source, run.ctx.io);
    if (await alreadyImported(run, loaded)) return;
    const importer = importerFor(run.client, loaded, run.flags.publish);
    await record(run, loaded, run.flags.dryRun ? await importer.preview() : await importer.create(), !run.flags.dryRun);
  });
}

/**
 * One source on its own: preview, the question (when a person can answer it), then create. With --yes,
 * --json or no terminal it is created straight away and the preview shows what was read.
 */
async function importOne(run: Run, source: Source): Promise<void> {
  const { ctx, flags } = run;
  await guarded(run, source.label, async () => {
    const loaded = await loadSource(source, ctx.io);
    if (await alreadyImported(run, loaded)) return;
    const importer: Importer = importerFor(run.client, loaded, flags.publish);
    // Text piped in on stdin leaves no terminal to answer on.
    const ask = !flags.dryRun && ctx.canPrompt && !ctx.json && !('stdin' in source);
    if (!flags.dryRun && !ask) {
      const outcome = await importer.create();
      showPreview(run, outcome);
      return record(run, loaded, outcome, true);
    }

    const preview = await importer.preview();
    showPreview(run, preview);
    if (flags.dryRun || preview.read.length === 0) return record(run, loaded, preview, false);
    const question = preview.read.length === 1 ? 'Use this recipe?' : `Use these ${preview.read.length} recipes?`;
    if (!(await ctx.io.confirm(question))) {
      run.report.skipped.push({ source: loaded.label, reason: 'not confirmed', recipe_ids: [] });
      return;
    }
    await record(run, loaded, await importer.create(), true);
  });
}

/** `potluck import`: collects the sources, imports them one by one, prints the result; exit 1 if any failed. */
export async function runImport(ctx: Context, args: string[], flags: ImportFlags): Promise<void> {
  const collected = await collectSources(args);
  if (args.length === 1 && collected.missing.length === 1)
    throw new UserError(`${collected.missing[0]?.reason}: ${args[0]}`);
  if (collected.sources.length === 0 && collected.missing.length === 0) throw new UserError('Nothing to import.');
  const client = await ctx.sessionClient();
  const report: ImportReport = {
    dry_run: flags.dryRun,
    created: [],
    skipped: [],
    failed: [...collected.missing.map((m) => ({ ...m, name: null }))],
    read: [],
  };
  const run: Run = { ctx, client, server: await ctx.server(), ledger: await openLedger(ctx.configDir), flags, report };

  const [first] = collected.sources;
  if (collected.single && first) {
    await importOne(run, first);
    printSingle(run);
  } else {
    const total = collected.sources.length;
    const progress = ctx.io.interactive && !ctx.json ? (line: string) => ctx.io.stderr(`\r\x1b[2K${line}`) : undefined;
    const label = flags.dryRun ? 'Reading' : 'Importing';
    for (const [done, source] of collected.sources.entries()) {
      progress?.(countProgressLine(label, done, total, source.label));
      await importQuietly(run, source);
    }
    progress?.(`${countProgressLine(label, total, total)}\n`);
    const { renderImportSummary } = await import('../render/import-summary');
    ctx.print(report, renderImportSummary(report));
  }
  const [failure, ...more] = report.failed;
  if (failure) {
    // One source that failed as a whole says why; otherwise the reasons are listed above.
    if (collected.single && more.length === 0 && !failure.name) throw new UserError(failure.reason);
    throw new UserError(
      `${report.failed.length} ${report.failed.length === 1 ? 'import' : 'imports'} failed (see above).`,
    );
  }
}
