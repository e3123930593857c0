import { Alert, Button, ErrorState, Spinner } from '@potluck/ui';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SHOPPING_TEXT as T } from '../shopping.texts';
import * as styles from './print-shopping.css';

const back = (
  <Button asChild variant="secondary" iconStart={<ArrowLeft size={18} />}>
    <Link to="/shopping">{T.backToShopping}</Link>
  </Button>
);

export function PrintShoppingLoading() {
  return (
    <div className={styles.centered}>
      <Spinner size="lg" label={T.printLoading} />
    </div>
  );
}

/** A missing or non-numeric id (spec 001 §2): 'Invalid shopping list ID'. */
export function PrintShoppingInvalid() {
  return (
    <div className={styles.centered}>
      <ErrorState title={T.printInvalid} headingLevel="h1" actions={back} />
    </div>
  );
}

/** No such list, or not yours (spec 001 §2). */
export function PrintShoppingNotFound() {
  return (
    <div className={styles.centered}>
      <ErrorState title={T.printNotFound} message={T.printNotFoundMessage} headingLevel="h1" actions={back} />
    </div>
  );
}

/** Loading failed or took longer than 10 s. */
export function PrintShoppingFailed({ timedOut, onRetry }: { timedOut: boolean; onRetry: () => void }) {
  return (
    <div className={styles.centered}>
      <ErrorState
        title={T.loadListFailed}
        message={timedOut ? T.printTimedOut : undefined}
        headingLevel="h1"
        onRetry={onRetry}
        retryLabel={T.tryAgain}
        actions={back}
      />
    </div>
  );
}

/** Screen-only controls above the sheet (hidden on paper). */
export function PrintShoppingToolbar({ onPrint, printFailed = false }: { onPrint: () => void; printFailed?: boolean }) {
  return (
    <>
      <div className={styles.toolbar}>
        <Button asChild variant="ghost" iconStart={<ArrowLeft size={18} />}>
          <Link to="/shopping">{T.backToShopping}</Link>
        </Button>
        <Button onClick={onPrint} iconStart={<Printer size={18} />}>
          {T.print}
        </Button>
      </div>
      {printFailed ? (
        <div className={styles.fallback}>
          <Alert tone="warning" title={T.printFallbackTitle}>
            {T.printFallback}
          </Alert>
        </div>
      ) : null}
    </>
  );
}
