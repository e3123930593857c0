import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '../../../lib/route-focus';
import { usePageTitle } from '../../../lib/use-page-title';
import { parseRecipeId, useRecipe } from '../api/use-recipe';
import { PRINT_TEXT as T, PRINT_TIMING } from './print.constants';
import * as printChrome from '../../../lib/print/print-chrome.css';
import { PrintFailed, PrintInvalidId, PrintLoading, PrintToolbar } from './print-states';
import { PrintRecipeView } from './print-recipe-view';
import { useAutoPrint } from '../../../lib/use-auto-print';
import { useLoadTimeout } from '../../../lib/print/use-load-timeout';

/**
 * /print/{id}, without the shell: loads the recipe (30 s at most), prints it after 1.2 s and goes
 * back to /recipes/{id} when printing is over.
 */
export function PrintRecipePage() {
  const id = parseRecipeId(useParams().id);
  const navigate = useNavigate();
  const { data: recipe, error, mutate } = useRecipe(id);
  // The 30 s limit runs while nothing has arrived; Try Again starts it over.
  const { timedOut, restart } = useLoadTimeout(id !== null && !recipe && !error, PRINT_TIMING.loadTimeoutMs);

  const failed = id !== null && !recipe && (Boolean(error) || timedOut);
  const backToRecipe = useCallback(() => navigate(`/recipes/${id}`, { replace: true }), [navigate, id]);
  const { printFailed, printNow } = useAutoPrint(Boolean(recipe), backToRecipe);
  usePageTitle(id === null ? T.invalid : failed ? T.failed : recipe ? `${T.print}: ${recipe.title}` : T.print);

  let content;
  if (id === null) content = <PrintInvalidId />;
  else if (recipe) {
    content = (
      <>
        <PrintToolbar recipeId={id} onPrint={printNow} printFailed={printFailed} />
        <PrintRecipeView recipe={recipe} />
      </>
    );
  } else if (failed) {
    content = (
      <PrintFailed
        recipeId={id}
        onRetry={() => {
          restart();
          void mutate();
        }}
      />
    );
  } else content = <PrintLoading />;

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={printChrome.screen}>
      {content}
    </main>
  );
}
