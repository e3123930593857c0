import { PrintBackLink, PrintErrorState, PrintLoading, PrintToolbar } from '../../../lib/print/print-chrome';
import { SHOPPING_TEXT as T } from '../shopping.texts';

const back = <PrintBackLink to="/shopping" label={T.backToShopping} variant="secondary" />;

export function PrintShoppingLoading() {
  return <PrintLoading label={T.printLoading} />;
}

/** A missing or non-numeric id (spec 001 §2): 'Invalid shopping list ID'. */
export function PrintShoppingInvalid() {
  return <PrintErrorState title={T.printInvalid} actions={back} />;
}

/** No such list, or not yours (spec 001 §2). */
export function PrintShoppingNotFound() {
  return <PrintErrorState title={T.printNotFound} message={T.printNotFoundMessage} actions={back} />;
}

/** Loading failed or took longer than 10 s. */
export function PrintShoppingFailed({ timedOut, onRetry }: { timedOut: boolean; onRetry: () => void }) {
  return (
    <PrintErrorState
      title={T.loadListFailed}
      message={timedOut ? T.printTimedOut : undefined}
      onRetry={onRetry}
      retryLabel={T.tryAgain}
      actions={back}
    />
  );
}

/** Screen-only controls above the sheet (hidden on paper). */
export function PrintShoppingToolbar({ onPrint, printFailed = false }: { onPrint: () => void; printFailed?: boolean }) {
  return <PrintToolbar backTo="/shopping" backLabel={T.backToShopping} onPrint={onPrint} printFailed={printFailed} />;
}
