import type { Outcome, Run } from './import-types';
import { renderImportPreview } from '../render/import-preview';
import { ansiStyle, plainStyle } from '../render/style';

/** Past this many recipes in one file, the rest are listed by title only. */
const FULL_PREVIEWS = 3;

/** The preview of what one source holds, on stdout (nothing with --json: the report carries it). */
export function showPreview(run: Run, outcome: Outcome): void {
  const { ctx } = run;
  if (ctx.json) return;
  const style = ctx.io.color ? ansiStyle : plainStyle;
  const blocks = outcome.read
    .slice(0, FULL_PREVIEWS)
    .map((recipe) => renderImportPreview(recipe, { width: ctx.io.columns, style }));
  const rest = outcome.read.slice(FULL_PREVIEWS);
  if (rest.length > 0) blocks.push([`…and ${rest.length} more:`, ...rest.map((r) => `  ${r.title}`)].join('\n'));
  if (outcome.failed.length > 0)
    blocks.push(['Cannot be imported:', ...outcome.failed.map((f) => `  - ${f.name}: ${f.reason}`)].join('\n'));
  if (outcome.notes.length > 0) blocks.push(['About the file:', ...outcome.notes.map((n) => `  - ${n}`)].join('\n'));
  if (blocks.length > 0) ctx.io.stdout(`${blocks.join('\n\n')}\n\n`);
}

/** The end of an import of one source: where the recipes are now, or why nothing was created. */
export function printSingle(run: Run): void {
  const { ctx, report } = run;
  if (ctx.json) return ctx.print(report, '');
  const lines: string[] = [];
  for (const recipe of report.created)
    lines.push(`Created "${recipe.title}"${recipe.status === 'draft' ? ' as a draft' : ''}: ${recipe.url}`);
  for (const skip of report.skipped) {
    if (skip.recipe_ids.length === 0) lines.push('Not imported.');
    else
      lines.push(
        `Skipped ${skip.source}: ${skip.reason}.`,
        ...skip.recipe_ids.map((id) => `  ${run.server}/recipes/${id}`),
      );
  }
  if (report.dry_run && report.read.length > 0)
    lines.push(
      `Dry run: nothing was imported (${report.read.length === 1 ? 'the recipe above is' : `the ${report.read.length} recipes above are`} what would be).`,
    );
  if (lines.length > 0) ctx.io.stdout(`${lines.join('\n')}\n`);
  // Recipes of a file that could not be created, each with its reason (the exit code says the rest).
  if (report.failed.length > 1 || (report.failed.length === 1 && report.failed[0]?.name)) {
    for (const f of report.failed) ctx.note(`Failed: ${f.name ?? f.source}: ${f.reason}`);
  }
}
