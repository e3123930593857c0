import { RECIPE_MESSAGES } from '@potluck/api';
import { eq } from 'drizzle-orm';
import { type Executor, foreignKeyViolation } from '../../db/errors';
import { recipes } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/http-error';
import { type Viewer, canSee, isAdmin } from '../../db/visibility';

export interface RecipeMeta {
  id: number;
  authorId: number;
  status: 'draft' | 'published';
  visibility: 'public' | 'private';
  version: number;
}

export const recipeNotFound = () => notFound(RECIPE_MESSAGES.notFound);

/**
 * Runs a write that references a recipe (like, bookmark, view, share). When the recipe is deleted between
 * the statement's visibility check and its insert, the foreign key refuses the row: that is the same 404 as
 * a recipe that was never there, not a server error.
 */
export async function whileRecipeExists<T>(work: PromiseLike<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (foreignKeyViolation(err)) throw recipeNotFound();
    throw err;
  }
}

async function loadMeta(executor: Executor, id: number, lock: boolean): Promise<RecipeMeta | undefined> {
  const query = executor
    .select({
      id: recipes.id,
      authorId: recipes.authorId,
      status: recipes.status,
      visibility: recipes.visibility,
      version: recipes.version,
    })
    .from(recipes)
    .where(eq(recipes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The recipe if the viewer may see it; otherwise 404, whether it is missing or someone else's private one. */
export async function findVisible(executor: Executor, viewer: Viewer, id: number, lock = false): Promise<RecipeMeta> {
  const meta = await loadMeta(executor, id, lock);
  if (!meta || !canSee(viewer, meta)) throw recipeNotFound();
  return meta;
}

/**
 * The recipe if the viewer may change it (its author or an admin). A member who can see it but did not write
 * it gets 403; one who cannot see it gets 404, so a private recipe's existence never leaks.
 */
export async function findEditable(executor: Executor, viewer: Viewer, id: number, lock = false): Promise<RecipeMeta> {
  const meta = await findVisible(executor, viewer, id, lock);
  if (meta.authorId !== viewer.id && !isAdmin(viewer)) throw forbidden(RECIPE_MESSAGES.authorOnly);
  return meta;
}
