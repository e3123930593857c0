import { ApiError, RECIPE_MESSAGES, type Recipe } from '@potluck/api';
import type { PotluckClient } from '@potluck/api/client';
import type { Context } from './context';
import { UserError } from './errors';
import type { RecipeRef } from './recipe-options';

/**
 * GET /recipes/:id for a number, else GET /recipes/slug/:slug. A number no recipe has is tried as a
 * slug too (the recipe "1984" has the slug "1984"). Not found, or not visible to this user, is
 * "Recipe Not Found" like on the web. Shared by `recipes show`, `recipes photo` and the exports; commands
 * import it inside their actions (it loads the api and zod).
 */
export async function fetchRecipe(ctx: Context, client: PotluckClient, ref: RecipeRef): Promise<Recipe> {
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
