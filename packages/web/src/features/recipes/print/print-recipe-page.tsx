import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '../../../lib/route-focus';
import { usePageTitle } from '../../../lib/use-page-title';
import { parseRecipeId, useRecipe } from '../api/use-recipe';
import { PRINT_TEXT as T, PRINT_TIMING } from './print.constants';
import * as styles from './print-recipe.css';
import { PrintFailed, PrintInvalidId, PrintLoading, PrintToolbar } from './print-states';
import { PrintRecipeView } from './print-recipe-view';
import { useAutoPrint } from '../../../lib/use-auto-print';

/**
 * /print/{id}, without the shell: loads the recipe (30 s at most), prints it after 1.2 s and goes
 * back to /recipes/{id} when printing is over.
 */
export function PrintRecipePage() {
  const id = parseRecipeId(useParams().id);
  const navigate = useNavigate();
  const { data: recipe, error, mutate } = useRecipe(id);
  const [timedOut, setTimedOut] = useState(false);
  const [manualPrintFailed, setManualPrintFailed] = useState(false);

  // The 30 s limit runs while nothing has arrived; Try Again starts it over.
  const waiting = id !== null && !recipe && !error && !timedOut;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setTimedOut(true), PRINT_TIMING.loadTimeoutMs);
    return () => clearTimeout(timer);
  }, [waiting]);

  const failed = id !== null && !recipe && (Boolean(error) || timedOut);
  const backToRecipe = useCallback(() => navigate(`/recipes/${id}`, { replace: true }), [navigate, id]);
  const { printFailed } = useAutoPrint(Boolean(recipe), backToRecipe);
  usePageTitle(id === null ? T.invalid : failed ? T.failed : recipe ? `${T.print}: ${recipe.title}` : T.print);

  const printNow = () => {
    try {
      window.print();
    } catch (e) {
      console.warn('window.print failed', e);
      setManualPrintFailed(true);
    }
  };

  let content;
  if (id === null) content = <PrintInvalidId />;
  else if (recipe) {
    content = (
      <>
        <PrintToolbar recipeId={id} onPrint={printNow} printFailed={printFailed || manualPrintFailed} />
        <PrintRecipeView recipe={recipe} />
      </>
    );
  } else if (failed) {
    content = (
      <PrintFailed
        recipeId={id}
        onRetry={() => {
          setTimedOut(false);
          void mutate();
        }}
      />
    );
  } else content = <PrintLoading />;

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.screen}>
      {content}
    </main>
  );
}
