import { PROFILE_MESSAGES, errorText } from '@potluck/api';
import { Button, EmptyState, ErrorState, RecipeCard, RecipeCardSkeleton } from '@potluck/ui';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { renderRouterLink } from '../../../lib/router-link';
import { useMyRecipes } from '../api/use-my-recipes';
import * as styles from './profile.css';

/** The recipes tab: your recipes (up to 50), drafts labelled Draft by the card; 'No Recipes Yet' when there are none. */
export function ProfileRecipes() {
  const { data, error, mutate } = useMyRecipes(true);
  if (error && !data) {
    return (
      <ErrorState
        title="Your recipes could not be loaded"
        message={errorText(error, 'Please try again.')}
        onRetry={() => void mutate()}
        headingLevel="h2"
      />
    );
  }
  if (!data) {
    return (
      <ul className={styles.recipes} aria-label="Loading your recipes" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <RecipeCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState
        title={PROFILE_MESSAGES.noRecipes}
        description="Recipes you create or import show up here."
        actions={
          <Button asChild iconStart={<Plus size={18} />}>
            <Link to="/recipes/create">Create Recipe</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className={styles.recipes} aria-label="Your recipes">
      {data.map((recipe) => (
        <li key={recipe.id}>
          <RecipeCard recipe={recipe} href={`/recipes/${recipe.id}`} renderLink={renderRouterLink} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
}
