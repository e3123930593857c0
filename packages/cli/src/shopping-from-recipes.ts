import { RECIPE_MESSAGES, SHOPPING_MESSAGES, type Recipe } from '@potluck/api';
import type { Context } from './context';
import { UsageError, UserError } from './errors';
import { fetchRecipe } from './recipe-fetch';
import { parseRecipeRef } from './recipe-options';
import { parseServingsOverrides } from './shopping-options';

export interface FromRecipesFlags {
  name?: string;
  servings: string[];
  merge: boolean;
}

/**
 * `potluck shopping from-recipes <id|slug>...`: each recipe is read first (so a slug works, and a recipe that
 * does not exist is named in the error), then the server makes the list. Prints the new list's id, or with
 * --json the list itself.
 */
export async function createFromRecipes(ctx: Context, refs: readonly string[], flags: FromRecipesFlags) {
  if (refs.length === 0) {
    throw new UsageError(`${SHOPPING_MESSAGES.recipesRequired}, e.g. \`potluck shopping from-recipes 12 apple-pie\`.`);
  }
  const targets = refs.map(parseRecipeRef);
  const overrides = parseServingsOverrides(flags.servings, refs);
  const client = await ctx.sessionClient();

  const recipes: Recipe[] = [];
  for (const [index, target] of targets.entries()) {
    try {
      recipes.push(await fetchRecipe(ctx, client, target));
    } catch (error) {
      if (error instanceof UserError && error.status === 404) {
        throw new UserError(`${RECIPE_MESSAGES.notFound}: "${refs[index]}".`, { status: 404 });
      }
      throw error;
    }
  }
  const servings_override = Object.fromEntries(
    [...overrides].map(([ref, servings]) => [String(recipes[refs.indexOf(ref)]!.id), servings]),
  );
  const list = await ctx.call(
    () =>
      client.shopping.fromRecipes({
        body: {
          name: flags.name?.trim() || null,
          recipe_ids: recipes.map((recipe) => recipe.id),
          merge_similar_items: flags.merge,
          servings_override,
        },
      }),
    { authenticated: true },
  );
  // The id alone on stdout, so `id=$(potluck shopping from-recipes …)` works; the rest is a note for people.
  ctx.print(list, String(list.id));
  ctx.note(
    `Made "${list.name}" with ${list.total_items} ${list.total_items === 1 ? 'item' : 'items'} ` +
      `from ${recipes.map((recipe) => `"${recipe.title}"`).join(', ')}. See it with \`potluck shopping show ${list.id}\`.`,
  );
}
