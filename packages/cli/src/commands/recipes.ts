import type { Recipe } from '@potluck/api';
import type { PotluckClient } from '@potluck/api/client';
import type { Command } from 'commander';
import type { Context } from '../context';
import { UsageError, UserError } from '../errors';
import type { Io } from '../io';
import { openContext } from '../open-context';
import type { RecipeRef } from '../recipe-options';
import { registerRecipePhotos } from './recipes-photo';

// Everything beyond commander is imported inside the actions (see open-context.ts): the renderers
// pull in the api's domain rules and zod, which `potluck --help` must not pay for.

interface ListOptions {
  search?: string;
  mine?: boolean;
  limit?: string;
  offset?: string;
}

interface ScaleFlags {
  scale?: string;
  servings?: string;
}

interface ExportOptions extends ScaleFlags {
  format?: string;
  out?: string;
}

/** The servings scaler's choices (SCALE_CHOICES), spelled out for help; a test keeps the two in step. */
export const SCALE_HELP = '0.5, 1, 2 or 3';

export function registerRecipes(program: Command, io: Io): void {
  const recipes = program.command('recipes').description('browse, read and export recipes, and add photos');
  registerRecipePhotos(recipes, io);
  const scaleOptions = (command: Command) =>
    command
      .option('--servings <n>', 'scale the ingredient amounts to this many servings')
      .option('--scale <factor>', `multiply the ingredient amounts: ${SCALE_HELP}`);

  recipes
    .command('list')
    .description('list recipes you can see, newest first (best matches first with --search)')
    .option('-s, --search <words>', 'search titles, tags, descriptions and ingredients ("quoted phrase", -word, or)')
    .option('--mine', 'only your own recipes, drafts and private ones included')
    .option('-n, --limit <n>', 'how many to show, 1 to 100 (default: 50, or 20 with --search)')
    .option('--offset <n>', 'skip this many first (the next page)')
    .action(async (options: ListOptions, command: Command) => {
      const ctx = await openContext(io, command);
      const { parseLimit, parseOffset } = await import('../recipe-options');
      const query = { search: options.search?.trim() || undefined, limit: parseLimit(options.limit), offset: parseOffset(options.offset) };
      const client = await ctx.sessionClient();
      const page = await ctx.call(() => (options.mine ? client.recipes.mine({ query }) : client.recipes.list({ query })), {
        authenticated: true,
      });
      if (ctx.json) return ctx.print(page, '');

      const { pageSummary, renderRecipeTable } = await import('../render/recipe-list');
      if (page.items.length === 0) return ctx.print(page, emptyListMessage(query.search, page, options.mine === true));
      // Piped output keeps whole titles (for grep and friends); a terminal gets a table that fits.
      ctx.print(page, renderRecipeTable(page.items, io.columns ?? Number.POSITIVE_INFINITY));
      const more = page.total_capped || page.offset + page.items.length < page.total;
      ctx.note(more ? `${pageSummary(page)} Narrow it with --search, or see more with --limit and --offset.` : pageSummary(page));
    });

  scaleOptions(
    recipes
      .command('show')
      .description('show a recipe: ingredients (scaled with --servings or --scale), steps, notes and nutrition')
      .argument('<id|slug>', 'recipe id (from `potluck recipes list`) or slug'),
  ).action(async (ref: string, options: ScaleFlags, command: Command) => {
    const ctx = await openContext(io, command);
    const { multiplierFor, parseRecipeRef, parseScaling } = await import('../recipe-options');
    const target = parseRecipeRef(ref);
    const scaling = parseScaling(options);
    const recipe = await fetchRecipe(ctx, await ctx.sessionClient(), target);
    // --json is the API object as the server sent it, unscaled: scripts do their own arithmetic.
    if (ctx.json) return ctx.print(recipe, '');

    const { renderRecipeText } = await import('../render/recipe-terminal');
    const { ansiStyle, plainStyle } = await import('../render/style');
    const text = renderRecipeText(recipe, {
      multiplier: multiplierFor(scaling, recipe.servings),
      width: io.columns,
      style: io.color ? ansiStyle : plainStyle,
    });
    ctx.print(recipe, text);
  });

  scaleOptions(
    recipes
      .command('export')
      .description('export a recipe as Markdown (to paste into a document) or as JSON (the API object)')
      .argument('<id|slug>', 'recipe id or slug')
      .option('-f, --format <format>', 'md or json (default: from the --out file name, else json with --json, else md)')
      .option('-o, --out <file>', 'write to this file (replacing it) instead of stdout'),
  ).action(async (ref: string, options: ExportOptions, command: Command) => {
    const ctx = await openContext(io, command);
    const { exportFormat, multiplierFor, parseRecipeRef, parseScaling } = await import('../recipe-options');
    const target = parseRecipeRef(ref);
    const format = exportFormat(options.format, options.out, ctx.json);
    const scaling = parseScaling(options);
    if (format === 'json' && scaling !== null) {
      throw new UsageError('--servings and --scale change the Markdown export only; JSON is the recipe as stored.');
    }
    const recipe = await fetchRecipe(ctx, await ctx.sessionClient(), target);

    let content: string;
    if (format === 'json') content = `${JSON.stringify(recipe, null, 2)}\n`;
    else {
      const { recipeToMarkdown } = await import('../render/recipe-markdown');
      content = recipeToMarkdown(recipe, { multiplier: multiplierFor(scaling, recipe.servings) });
    }
    // Without --out the document itself is the output (so `--json --format md` prints Markdown).
    if (options.out === undefined) return io.stdout(content);

    const { writeExport } = await import('../export-file');
    const file = await writeExport(options.out, content);
    ctx.print({ id: recipe.id, slug: recipe.slug, format, file }, `Exported "${recipe.title}" as ${format === 'md' ? 'Markdown' : 'JSON'} to ${file}.`);
  });
}

function emptyListMessage(search: string | undefined, page: { offset: number; total: number }, mine: boolean): string {
  if (search) return `No recipes match "${search}".`;
  if (page.offset > 0) return `No more recipes (there are ${page.total}).`;
  return mine ? 'You have no recipes yet.' : 'No recipes yet.';
}

/**
 * GET /recipes/:id for a number, else GET /recipes/slug/:slug. A number no recipe has is tried as a
 * slug too (the recipe "1984" has the slug "1984"). Not found, or not visible to this user, is
 * "Recipe Not Found" like on the web.
 */
export async function fetchRecipe(ctx: Context, client: PotluckClient, ref: RecipeRef): Promise<Recipe> {
  const { ApiError, RECIPE_MESSAGES } = await import('@potluck/api');
  const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
  return ctx.call(
    async () => {
      try {
        if (ref.id !== null) {
          try {
            return await client.recipes.get({ params: { id: ref.id } });
          } catch (error) {
            if (!isNotFound(error)) throw error;
          }
        }
        return await client.recipes.getBySlug({ params: { slug: ref.slug } });
      } catch (error) {
        throw isNotFound(error) ? new UserError(RECIPE_MESSAGES.notFound, { status: 404 }) : error;
      }
    },
    { authenticated: true },
  );
}
