import type { RecipeSummary } from '@potluck/api';
import { RecipeCard, RecipeCardSkeleton, type RenderLink, type ViewMode } from '@potluck/ui';
import { Check } from 'lucide-react';
import * as styles from './collection.css';

export const recipeHref = (id: number) => `/recipes/${id}`;

/** While choosing, the card's title is plain text: the whole card is one toggle, not a link. */
const renderInert: RenderLink = ({ className, children }) => <span className={className}>{children}</span>;

export interface RecipeResultsProps {
  recipes: readonly RecipeSummary[];
  layout: ViewMode;
  renderLink: RenderLink;
  /** Signed-in user; the delete icon shows on their own recipes only. */
  currentUserId: number | null;
  onDelete: (recipe: RecipeSummary) => Promise<unknown>;
  /** Selection mode: the chosen ids, and a toggle. Without it cards are links. */
  selection?: { selectedIds: readonly number[]; onToggle: (id: number) => void };
  /** An older page is still shown while the next one loads. */
  busy?: boolean;
}

/** The cards of one page, in a grid or a list. */
export function RecipeResults({
  recipes,
  layout,
  renderLink,
  currentUserId,
  onDelete,
  selection,
  busy = false,
}: RecipeResultsProps) {
  return (
    <ul
      className={busy ? `${styles.results[layout]} ${styles.refreshing}` : styles.results[layout]}
      aria-label="Recipes"
      aria-busy={busy || undefined}
    >
      {recipes.map((recipe) => {
        const card = (
          <RecipeCard
            recipe={recipe}
            href={recipeHref(recipe.id)}
            layout={layout}
            headingLevel="h2"
            renderLink={selection ? renderInert : renderLink}
            canDelete={!selection && currentUserId !== null && recipe.author_id === currentUserId}
            onDelete={() => onDelete(recipe)}
          />
        );
        if (!selection) {
          return (
            <li key={recipe.id} className={styles.resultItem}>
              {card}
            </li>
          );
        }
        const selected = selection.selectedIds.includes(recipe.id);
        return (
          <li key={recipe.id} className={styles.resultItem}>
            <div className={styles.selectable}>
              {card}
              <button
                type="button"
                className={styles.selectButton}
                aria-pressed={selected}
                aria-label={`Select ${recipe.title}`}
                onClick={() => selection.onToggle(recipe.id)}
              >
                <span className={styles.checkMark} aria-hidden="true">
                  {selected ? <Check size={18} strokeWidth={3} /> : null}
                </span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Stand-ins while the first page loads: as many as a screen shows. */
export function RecipeResultsSkeleton({ layout }: { layout: ViewMode }) {
  const count = layout === 'grid' ? 8 : 4;
  return (
    <div className={styles.results[layout]} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <RecipeCardSkeleton key={i} layout={layout} />
      ))}
    </div>
  );
}
