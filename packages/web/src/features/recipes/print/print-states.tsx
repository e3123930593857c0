import { Button } from '@potluck/ui';
import { Link } from 'react-router-dom';
import {
  PrintBackLink,
  PrintErrorState,
  PrintLoading as PrintLoadingState,
  PrintToolbar as PrintChromeToolbar,
} from '../../../lib/print/print-chrome';
import { PRINT_TEXT as T } from './print.constants';

/** While the recipe loads. */
export function PrintLoading() {
  return <PrintLoadingState label={T.loading} />;
}

/** A missing or non-numeric id: 'Invalid recipe ID'. */
export function PrintInvalidId() {
  return (
    <PrintErrorState
      title={T.invalid}
      message={T.invalidMessage}
      actions={
        <Button asChild variant="secondary">
          <Link to="/recipes">{T.browseRecipes}</Link>
        </Button>
      }
    />
  );
}

/** Loading failed or took longer than 30 s. */
export function PrintFailed({ recipeId, onRetry }: { recipeId: number; onRetry: () => void }) {
  return (
    <PrintErrorState
      title={T.failed}
      message={T.failedMessage}
      onRetry={onRetry}
      retryLabel={T.tryAgain}
      actions={<PrintBackLink to={`/recipes/${recipeId}`} label={T.backToRecipe} variant="secondary" />}
    />
  );
}

/** Screen-only controls above the sheet (hidden on paper). */
export function PrintToolbar({ recipeId, ...props }: { recipeId: number; onPrint: () => void; printFailed?: boolean }) {
  return <PrintChromeToolbar backTo={`/recipes/${recipeId}`} backLabel={T.backToRecipe} {...props} />;
}
