import type { Command } from 'commander';
import type { Io } from '../io';
import { openContext } from '../open-context';
import { addExportOptions, addScaleOptions, type ExportFlags, type ScaleFlags } from '../recipe-flags';

// Everything beyond commander is imported inside the actions (see open-context.ts): the renderers
// pull in the api's domain rules and zod, which `potluck --help` must not pay for.

interface ListOptions {
  search?: string;
  mine?: boolean;
  limit?: string;
  offset?: string;
}

/** `potluck recipes list|show|export` (`recipes photo` is its own module). */
export function register(recipes: Command, io: Io): void {
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
      const query = {
        search: options.search?.trim() || undefined,
        limit: parseLimit(options.limit),
        offset: parseOffset(options.offset),
      };
      const client = await ctx.sessionClient();
      const page = await ctx.call(
        () => (options.mine ? client.recipes.mine({ query }) : client.recipes.list({ query })),
        {
          authenticated: true,
        },
      );
      if (ctx.json) return ctx.print(page, '');

      const { pageSummary, renderRecipeTable } = await import('../render/recipe-list');
      if (page.items.length === 0) return ctx.print(page, emptyListMessage(query.search, page, options.mine === true));
      // Piped output keeps whole titles (for grep and friends); a terminal gets a table that fits.
      ctx.print(page, renderRecipeTable(page.items, io.columns ?? Number.POSITIVE_INFINITY));
      const more = page.total_capped || page.offset + page.items.length < page.total;
      ctx.note(
        more
          ? `${pageSummary(page)} Narrow it with --search, or see more with --limit and --offset.`
          : pageSummary(page),
      );
    });

  addScaleOptions(
    recipes
      .command('show')
      .description('show a recipe: ingredients (scaled with --servings or --scale), steps, notes and nutrition')
      .argument('<id|slug>', 'recipe id (from `potluck recipes list`) or slug'),
  ).action(async (ref: string, options: ScaleFlags, command: Command) => {
    const ctx = await openContext(io, command);
    const { multiplierFor, parseRecipeRef, parseScaling } = await import('../recipe-options');
    const { fetchRecipe } = await import('../recipe-fetch');
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

  addExportOptions(
    recipes
      .command('export')
      .description(
        'export a recipe as Markdown (to paste into a document), JSON (the API object) or schema.org JSON-LD',
      )
      .argument('<id|slug>', 'recipe id or slug'),
  ).action(async (ref: string, options: ExportFlags, command: Command) => {
    const { exportRecipe } = await import('../recipe-export');
    await exportRecipe(await openContext(io, command), ref, options);
  });
}

function emptyListMessage(search: string | undefined, page: { offset: number; total: number }, mine: boolean): string {
  if (search) return `No recipes match "${search}".`;
  if (page.offset > 0) return `No more recipes (there are ${page.total}).`;
  return mine ? 'You have no recipes yet.' : 'No recipes yet.';
}
