import type { Recipe } from '@potluck/api';
import type { PotluckClient } from '@potluck/api/client';
import type { Command } from 'commander';
import type { Context } from '../context';
import { UserError } from '../errors';
import type { Io } from '../io';
import { openContext } from '../open-context';
import type { RecipeRef } from '../recipe-options';
import { addExportOptions, addScaleOptions, type ExportFlags, type ScaleFlags } from './recipe-flags';
import { registerRecipePhotos } from './recipes-photo';

// Everything beyond commander is imported inside the actions (see open-context.ts): the renderers
// pull in the api's domain rules and zod, which `potluck --help` must not pay for.

interface ListOptions {
  search?: string;
  mine?: boolean;
  limit?: string;
  offset?: string;
}

export function registerRecipes(program: Command, io: Io): void {
  const recipes = program.command('recipes').description('browse, read and export recipes, and add photos');
  registerRecipePhotos(recipes, io);

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
