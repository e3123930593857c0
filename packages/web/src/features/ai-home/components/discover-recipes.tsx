import type { RecipeSummary } from '@potluck/api';
import { Button, EmptyState, ErrorState, RecipeCard, RecipeCardSkeleton } from '@potluck/ui';
import { Plus, Shuffle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { renderRouterLink } from '../../../lib/router-link';
import { HOME_TEXT as T } from './ai-home-text';
import * as styles from './ai-home.css';
import { recipeHref } from './home-question-box';

export type DiscoverState =
  { status: 'loading' } | { status: 'ready'; recipes: readonly RecipeSummary[] } | { status: 'error'; message: string };

export interface DiscoverRecipesProps {
  state: DiscoverState;
  /** Another random pick (also the error's Try Again). */
  onShuffle: () => void;
  /** How many stand-ins show while loading. @default 3 */
  count?: number;
}

/** Discover Recipes: a few listed recipes picked at random (spec 000 §2). Needs no AI. */
export function DiscoverRecipes({ state, onShuffle, count = 3 }: DiscoverRecipesProps) {
  const hasRecipes = state.status === 'ready' && state.recipes.length > 0;
  return (
    <section aria-labelledby="ai-home-discover" className={styles.stack}>
      <div className={styles.panelHeader}>
        <h2 id="ai-home-discover" className={styles.panelTitle}>
          {T.discoverTitle}
        </h2>
        {hasRecipes ? (
          <Button variant="secondary" size="sm" iconStart={<Shuffle size={16} />} onClick={onShuffle}>
            {T.shuffle}
          </Button>
        ) : null}
      </div>
      {state.status === 'loading' ? (
        <div className={styles.cards} aria-busy="true">
          {Array.from({ length: count }, (_, i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </div>
      ) : null}
      {state.status === 'error' ? <ErrorState headingLevel="h3" message={state.message} onRetry={onShuffle} /> : null}
      {state.status === 'ready' && !hasRecipes ? (
        <EmptyState
          headingLevel="h3"
          title={T.noDiscover}
          description={T.noDiscoverHint}
          actions={
            <Button asChild variant="secondary" iconStart={<Plus size={18} />}>
              <Link to="/recipes/create">{T.newRecipe}</Link>
            </Button>
          }
        />
      ) : null}
      {hasRecipes ? (
        <ul aria-labelledby="ai-home-discover" className={styles.cards}>
          {state.recipes.map((recipe) => (
            <li key={recipe.id} className={styles.cardItem}>
              <RecipeCard recipe={recipe} href={recipeHref(recipe.id)} renderLink={renderRouterLink} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
