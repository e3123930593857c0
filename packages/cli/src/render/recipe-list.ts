import type { RecipeSummary } from '@potluck/api';
import { formatMinutes } from '@potluck/api/domain';
import { authorName, recipeState } from '@potluck/api';
import { table, type Column } from './text-layout';

/**
 * Recipes as a table: id (what `potluck recipes show` takes), title, author, total time, servings and
 * difficulty, plus a status column when some recipe is a draft or private. The title gives up width
 * when the terminal is narrow.
 */
export function renderRecipeTable(recipes: readonly RecipeSummary[], width = 80): string {
  const withState = recipes.some((recipe) => recipeState(recipe) !== '');
  const columns: Column[] = [
    { header: 'ID', align: 'right' },
    { header: 'TITLE', shrink: true, minWidth: 16 },
    { header: 'BY' },
    { header: 'TIME', align: 'right' },
    { header: 'SERVES', align: 'right' },
    { header: 'DIFFICULTY' },
    ...(withState ? [{ header: 'STATUS' }] : []),
  ];
  const rows = recipes.map((recipe) => [
    String(recipe.id),
    recipe.title,
    authorName(recipe),
    formatMinutes(recipe.total_time),
    String(recipe.servings),
    recipe.difficulty,
    ...(withState ? [recipeState(recipe)] : []),
  ]);
  return table(columns, rows, width).join('\n');
}

/**
 * What to say under the table when the page is not everything: "Showing 20 of 143 recipes." The total is
 * exact up to the server's cap, beyond it "1000+" (see RECIPE_TOTAL_CAP).
 */
export function pageSummary(page: {
  items: readonly unknown[];
  total: number;
  offset: number;
  total_capped?: boolean;
}): string {
  const shown = page.items.length;
  const total = `${page.total}${page.total_capped ? '+' : ''}`;
  const noun = page.total === 1 && !page.total_capped ? 'recipe' : 'recipes';
  if (shown === 0 || (page.offset === 0 && shown >= page.total && !page.total_capped)) return `${total} ${noun}.`;
  return `Showing ${page.offset + 1}–${page.offset + shown} of ${total} ${noun}.`;
}
