import { ApiError } from '@potluck/api';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '../../../lib/route-focus';
import { useLoadTimeout } from '../../../lib/print/use-load-timeout';
import { useAutoPrint } from '../../../lib/use-auto-print';
import { usePageTitle } from '../../../lib/use-page-title';
import { parseListId } from '../api/keys';
import { useShoppingList } from '../api/use-shopping-list';
import {
  PrintShoppingFailed,
  PrintShoppingInvalid,
  PrintShoppingLoading,
  PrintShoppingNotFound,
  PrintShoppingToolbar,
} from '../components/print-shopping-states';
import { PrintShoppingView } from '../components/print-shopping-view';
import * as styles from '../components/print-shopping.css';
import { SHOPPING_TEXT as T } from '../shopping.texts';

/** The shopping print gives up loading after 10 s (spec 001 §9). */
export const SHOPPING_PRINT_TIMEOUT_MS = 10_000;

/**
 * /print-shopping/{id}, without the shell: loads the list (10 s at most), prints it after 1.2 s and goes
 * back to /shopping when printing is over (afterprint, or 0.5 s after focus returns).
 */
export function PrintShoppingPage() {
  const id = parseListId(useParams().id);
  const navigate = useNavigate();
  const { data: list, error, mutate } = useShoppingList(id);
  const { timedOut, restart } = useLoadTimeout(id !== null && !list && !error, SHOPPING_PRINT_TIMEOUT_MS);

  const notFound = error instanceof ApiError && error.status === 404;
  const failed = id !== null && !list && !notFound && (Boolean(error) || timedOut);
  const back = useCallback(() => navigate('/shopping', { replace: true }), [navigate]);
  const { printFailed, printNow } = useAutoPrint(Boolean(list), back);
  usePageTitle(id === null ? T.printInvalid : notFound ? T.printNotFound : list ? `${T.print}: ${list.name}` : T.print);

  let content;
  if (id === null) content = <PrintShoppingInvalid />;
  else if (list) {
    content = (
      <>
        <PrintShoppingToolbar onPrint={printNow} printFailed={printFailed} />
        <PrintShoppingView list={list} />
      </>
    );
  } else if (notFound) content = <PrintShoppingNotFound />;
  else if (failed) {
    content = (
      <PrintShoppingFailed
        timedOut={timedOut}
        onRetry={() => {
          restart();
          void mutate();
        }}
      />
    );
  } else content = <PrintShoppingLoading />;

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.screen}>
      {content}
    </main>
  );
}
