import { Alert, Button, ErrorState, Spinner } from '@potluck/ui';
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRINT_TEXT as T } from './print.constants';
import * as styles from './print-recipe.css';

/** While the recipe loads. */
export function PrintLoading() {
  return (
    <div className={styles.centered}>
      <Spinner size="lg" label={T.loading} />
    </div>
  );
}

/** A missing or non-numeric id: 'Invalid recipe ID'. */
export function PrintInvalidId() {
  return (
    <div className={styles.centered}>
      <ErrorState
        title={T.invalid}
        message={T.invalidMessage}
        headingLevel="h1"
        actions={
          <Button asChild variant="secondary">
            <Link to="/recipes">{T.browseRecipes}</Link>
          </Button>
        }
      />
    </div>
  );
}

/** Loading failed or took longer than 30 s. */
export function PrintFailed({ recipeId, onRetry }: { recipeId: number; onRetry: () => void }) {
  return (
    <div className={styles.centered}>
      <ErrorState
        title={T.failed}
        message={T.failedMessage}
        headingLevel="h1"
        onRetry={onRetry}
        retryLabel={T.tryAgain}
        actions={
          <Button asChild variant="secondary" iconStart={<ArrowLeft size={18} />}>
            <Link to={`/recipes/${recipeId}`}>{T.backToRecipe}</Link>
          </Button>
        }
      />
    </div>
  );
}

export interface PrintToolbarProps {
  recipeId: number;
  onPrint: () => void;
  /** window.print threw: point to the browser's own Print command. @default false */
  printFailed?: boolean;
  note?: ReactNode;
}

/** Screen-only controls above the sheet (hidden on paper). */
export function PrintToolbar({ recipeId, onPrint, printFailed = false, note }: PrintToolbarProps) {
  return (
    <>
      <div className={styles.toolbar}>
        <Button asChild variant="ghost" iconStart={<ArrowLeft size={18} />}>
          <Link to={`/recipes/${recipeId}`}>{T.backToRecipe}</Link>
        </Button>
        <Button onClick={onPrint} iconStart={<Printer size={18} />}>
          {T.print}
        </Button>
        {note ? <span className={styles.toolbarNote}>{note}</span> : null}
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
