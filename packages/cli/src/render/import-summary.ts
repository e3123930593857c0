import type { ImportReport } from '../import/import-types';
import { plainStyle, type Style } from './style';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One line per recipe created: "#12  Pancakes (draft)  http://…/recipes/12  ← pancakes.json". */
export function createdLines(report: ImportReport): string[] {
  return report.created.map(
    (r) => `  #${r.id}  ${r.title}${r.status === 'draft' ? ' (draft)' : ''}  ${r.url}  ← ${r.source}`,
  );
}

/**
 * The end of an import of several sources: what was created (with links), what was skipped and why, what
 * failed and why, under one line of counts. A dry run lists what would have been created instead.
 */
export function renderImportSummary(report: ImportReport, style: Style = plainStyle): string {
  const out: string[] = [];
  if (report.dry_run) {
    out.push(
      style.bold(
        `Dry run: ${plural(report.read.length, 'recipe')} would be created, ${report.skipped.length} skipped, ${report.failed.length} failed. Nothing was imported.`,
      ),
    );
    if (report.read.length > 0) out.push('', 'Would create:', ...report.read.map((r) => `  ${r.title}  ← ${r.source}`));
  } else {
    out.push(
      style.bold(
        `Imported: ${report.created.length} created, ${report.skipped.length} skipped, ${report.failed.length} failed.`,
      ),
    );
    if (report.created.length > 0) out.push('', 'Created:', ...createdLines(report));
  }
  if (report.skipped.length > 0) out.push('', 'Skipped:', ...report.skipped.map((s) => `  ${s.source}: ${s.reason}`));
  if (report.failed.length > 0)
    out.push('', 'Failed:', ...report.failed.map((f) => `  ${f.source}${f.name ? ` (${f.name})` : ''}: ${f.reason}`));
  return out.join('\n');
}
