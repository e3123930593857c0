import { abbreviateCount, formatMinutes, totalTime } from '@potluck/api/domain';
import { cx } from 'class-variance-authority';
import { Clock, Heart, Trash2, UtensilsCrossed } from 'lucide-react';
import { Avatar } from '../avatar/avatar';
import { Badge } from '../badge/badge';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { IconButton } from '../icon-button/icon-button';
import { visuallyHidden } from '../../tokens/utilities.css';
import { renderAnchor, type RenderLink } from '../link/link';
import * as styles from './recipe-card.css';
import { DIFFICULTY_LABELS, type RecipeSummary } from './recipe-card.types';
import { cardMedia, cardRoot, difficultyDot } from './recipe-card.variants';

export const RECIPE_CARD_LAYOUTS = ['grid', 'list'] as const;
export type RecipeCardLayout = (typeof RECIPE_CARD_LAYOUTS)[number];

export interface RecipeCardProps {
  recipe: RecipeSummary;
  /** Where the card leads (the recipe detail route). */
  href: string;
  /** Router link renderer. @default a plain `<a>` */
  renderLink?: RenderLink;
  /** @default 'grid' */
  layout?: RecipeCardLayout;
  /**
   * Shows the delete icon; true only for the recipe's author.
   * @default false
   */
  canDelete?: boolean;
  /** Called after the author confirms deletion; a returned promise keeps the dialog busy. */
  onDelete?: (recipe: RecipeSummary) => void | Promise<unknown>;
  /** Heading level of the title in the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3';
}

/** One recipe in a collection: photo, title, author, time, difficulty and likes. */
export function RecipeCard({
  recipe,
  href,
  renderLink = renderAnchor,
  layout = 'grid',
  canDelete = false,
  onDelete,
  headingLevel = 'h3',
}: RecipeCardProps) {
  const Heading = headingLevel;
  const minutes = formatMinutes(totalTime(recipe.prep_time_minutes, recipe.cook_time_minutes));
  const likes = recipe.like_count ?? 0;
  const isDraft = recipe.status === 'draft';

  return (
    <article className={cardRoot({ layout })}>
      <div className={cardMedia({ layout })}>
        {recipe.featured_image_url ? (
          // The title already names the dish; the photo is decorative for screen readers.
          <img className={styles.image} src={recipe.featured_image_url} alt="" loading="lazy" />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <UtensilsCrossed size={layout === 'grid' ? 44 : 32} strokeWidth={1.5} />
          </div>
        )}
        {isDraft || (canDelete && onDelete) ? (
          <div className={styles.overlayTop}>
            {isDraft ? <Badge tone="accent">Draft</Badge> : null}
            {canDelete && onDelete ? (
              <span className={styles.overlayAction}>
                <ConfirmDialog
                  title="Delete recipe?"
                  description={`“${recipe.title}” will be deleted permanently. This cannot be undone.`}
                  confirmLabel="Delete"
                  onConfirm={() => onDelete(recipe)}
                  trigger={
                    <IconButton
                      aria-label={`Delete ${recipe.title}`}
                      icon={<Trash2 size={18} />}
                      variant="danger"
                      size="sm"
                      className={styles.deleteButton}
                    />
                  }
                />
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {renderLink({ href, className: styles.titleLink, children: recipe.title })}
        </Heading>
        {recipe.description ? <p className={styles.description}>{recipe.description}</p> : null}
        {recipe.author_name ? (
          <p className={styles.author}>
            <Avatar size="sm" name={recipe.author_name} src={recipe.author_avatar} decorative />
            <span>by {recipe.author_name}</span>
          </p>
        ) : null}
        <div className={styles.meta}>
          {minutes ? (
            <span className={styles.metaItem}>
              <Clock size={15} aria-hidden="true" />
              <span className={visuallyHidden}>Total time </span>
              {minutes}
            </span>
          ) : null}
          {recipe.difficulty ? (
            <span className={styles.metaItem}>
              <span aria-hidden="true" className={difficultyDot({ difficulty: recipe.difficulty })} />
              {DIFFICULTY_LABELS[recipe.difficulty]}
            </span>
          ) : null}
          <span className={cx(styles.metaItem, styles.likes)}>
            <Heart size={15} aria-hidden="true" fill="currentColor" />
            {abbreviateCount(likes)}
            <span className={visuallyHidden}> likes</span>
          </span>
        </div>
      </div>
    </article>
  );
}
