import { type SQL, sql } from 'drizzle-orm';

/**
 * Who may see a recipe, shared by every feature that reads recipes (recipes, bookmarks, activity, images,
 * reference, import, AI): the rule lives here once so no feature keeps its own copy.
 */

/** Who is asking: visibility and authorship depend on nothing else. */
export interface Viewer {
  id: number;
  role: 'user' | 'admin';
}

export const isAdmin = (viewer: Viewer) => viewer.role === 'admin';

/** Published and public: what every signed-in member may see and what lists and search browse. */
export const LISTED = sql.raw(`(r.status = 'published' AND r.visibility = 'public')`);

/** The one visibility rule (ARCHITECTURE §5) over `recipes r`: listed, or yours, or you are an admin. */
export function visibleTo(viewer: Viewer): SQL {
  return isAdmin(viewer) ? sql`TRUE` : sql`(${LISTED} OR r.author_id = ${viewer.id})`;
}

/** Same rule in JavaScript, for a row already loaded. */
export function canSee(viewer: Viewer, recipe: { authorId: number; status: string; visibility: string }): boolean {
  return (
    isAdmin(viewer) ||
    recipe.authorId === viewer.id ||
    (recipe.status === 'published' && recipe.visibility === 'public')
  );
}
