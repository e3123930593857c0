import { RECIPE_MESSAGES } from '@potluck/api';
import { Button, ErrorState } from '@potluck/ui';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

export const CANNOT_EDIT_TEXT =
  "The recipe you're trying to edit doesn't exist or you don't have permission to edit it.";

/** The edit page when the recipe is missing, not visible, or not the visitor's to edit. */
export function RecipeNotFound() {
  return (
    <ErrorState
      headingLevel="h1"
      title={RECIPE_MESSAGES.notFound}
      message={CANNOT_EDIT_TEXT}
      actions={
        <Button asChild variant="secondary" iconStart={<ArrowLeft size={18} />}>
          <Link to="/recipes">Back to Recipes</Link>
        </Button>
      }
    />
  );
}
