import { contract, recipeToMarkdown } from '@potluck/api';
import type { ExportFlags } from './recipe-flags';
import type { Context } from './context';
import { downloadFile } from './download';
import { UsageError } from './errors';
import { writeExport } from './export-file';
import { fetchRecipe } from './recipe-fetch';
import { exportFormat, multiplierFor, parseRecipeRef, parseScaling, type ExportFormat } from './recipe-options';

const FORMAT_NAMES: Record<ExportFormat, string> = { md: 'Markdown', json: 'JSON', jsonld: 'schema.org JSON-LD' };

/**
 * One recipe as a document: `potluck export <id>` and `potluck recipes export <id>` both run this.
 * Markdown is rendered here with the api's recipeToMarkdown (the function the server's md export uses, so
 * the two never differ, and here it can be scaled); JSON is the recipe as the API sends it; JSON-LD is the
 * server's schema.org export (GET /recipes/{id}/export?format=jsonld). Without --out the document itself
 * is the output, whatever --json says.
 */
export async function exportRecipe(ctx: Context, ref: string, options: ExportFlags): Promise<void> {
  const target = parseRecipeRef(ref);
  const format = exportFormat(options.format, options.out, ctx.json);
  const scaling = parseScaling(options);
  if (format !== 'md' && scaling !== null) {
    throw new UsageError('--servings and --scale change the Markdown export only; JSON is the recipe as stored.');
  }
  const client = await ctx.sessionClient();
  const recipe = await fetchRecipe(ctx, client, target);

  let content: string;
  if (format === 'md') content = recipeToMarkdown(recipe, { multiplier: multiplierFor(scaling, recipe.servings) });
  else if (format === 'json') content = `${JSON.stringify(recipe, null, 2)}\n`;
  else {
    const document = await ctx.call(
      () => client.imports.exportOne({ params: { id: recipe.id }, query: { format: 'jsonld' } }),
      { authenticated: true },
    );
    content = `${JSON.stringify(document, null, 2)}\n`;
  }
  if (options.out === undefined) return ctx.io.stdout(content);

  const file = await writeExport(options.out, content);
  ctx.print(
    { id: recipe.id, slug: recipe.slug, format, file },
    `Exported "${recipe.title}" as ${FORMAT_NAMES[format]} to ${file}.`,
  );
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * `potluck export --all --out backup.zip`: every recipe of the signed-in member (drafts and private ones
 * too) as the server's zip of schema.org JSON files and photos, which `potluck import` reads back.
 */
export async function exportLibrary(ctx: Context, out: string): Promise<void> {
  const client = await ctx.sessionClient();
  const download = await downloadFile(ctx, () => client.fetchRaw(contract.imports.exportAll));
  const file = await writeExport(out, download.bytes);
  ctx.print(
    { file, bytes: download.bytes.length },
    `Exported your recipes (${size(download.bytes.length)}) to ${file}.`,
  );
}
