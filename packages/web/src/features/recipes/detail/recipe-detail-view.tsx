import type { Recipe, RecipeVersion } from '@potluck/api';
import { Alert } from '@potluck/ui';
import type { ReactNode } from 'react';
import { OwnerActions, RecipeToolbar, type OwnerActionsProps, type SocialState } from './recipe-actions';
import { RecipeBody } from './recipe-body';
import * as styles from './recipe-detail.css';
import { RecipeHero, type RecipeCounts } from './recipe-hero';
import { ShareMenu, type ShareMenuProps } from './share-menu';
import { OldVersionBanner, VersionPicker } from './version-picker';

/**
 * Places for the panels later issues add, so they plug in without reshaping the page. Each is drawn
 * only when given; nothing stands in for them meanwhile.
 */
export interface RecipeDetailSlots {
  /** Replaces the photo: the image gallery with upload and management. */
  media?: ReactNode;
  /** Extra images below the hero (gallery, step photos). */
  gallery?: ReactNode;
  /** While the AI chef is off: its one notice, in place of the AI panels (saved recommendations stay). */
  aiNotice?: ReactNode;
  /** AI recommendations panel. */
  recommendations?: ReactNode;
  /** AI chef versions and the question box. */
  chefQuestion?: ReactNode;
  /** Famous-chef variations. */
  chefVariations?: ReactNode;
  /** Beside the Nutrition panel: the editors' way to add or update the nutrition facts. */
  nutrition?: ReactNode;
}

export interface RecipeDetailViewProps {
  /** The recipe as shown: the current one, or an older version's snapshot. */
  recipe: Recipe;
  counts: RecipeCounts;
  /** Like and bookmark; null hides both (nobody signed in). */
  social: SocialState | null;
  share: ShareMenuProps;
  versions: readonly RecipeVersion[];
  /** The older version on screen; null while the current recipe is shown. */
  oldVersion: RecipeVersion | null;
  onSelectVersion: (version: number | null) => void;
  /** A version failed to load. */
  versionError?: string | null;
  /** Author (or admin) actions; null for everyone else. Hidden while an older version is shown. */
  owner: Omit<OwnerActionsProps, 'recipeId' | 'title' | 'status'> | null;
  /** The share-with-a-friend dialog (rendered as is). */
  friendDialog?: ReactNode;
  slots?: RecipeDetailSlots;
}

/** The recipe detail page laid out like a cookbook page. Props only: the page container loads the data. */
export function RecipeDetailView({
  recipe,
  counts,
  social,
  share,
  versions,
  oldVersion,
  onSelectVersion,
  versionError,
  owner,
  friendDialog,
  slots = {},
}: RecipeDetailViewProps) {
  const hasExtras = Boolean(slots.aiNotice || slots.recommendations || slots.chefQuestion || slots.chefVariations);
  return (
    <article className={styles.page}>
      {oldVersion ? <OldVersionBanner version={oldVersion} onBackToCurrent={() => onSelectVersion(null)} /> : null}
      {versionError ? <Alert>{versionError}</Alert> : null}
      <RecipeHero
        recipe={recipe}
        counts={counts}
        media={slots.media}
        versionPicker={
          versions.length > 1 ? (
            <VersionPicker
              versions={versions}
              selected={oldVersion?.version_number ?? null}
              onSelect={onSelectVersion}
            />
          ) : undefined
        }
      >
        <RecipeToolbar recipeId={recipe.id} social={social} share={<ShareMenu {...share} />} />
        {owner && !oldVersion ? (
          <OwnerActions recipeId={recipe.id} title={recipe.title} status={recipe.status} {...owner} />
        ) : null}
      </RecipeHero>
      {slots.gallery}
      {/* Keyed by version: ticks and the scaler start fresh for another snapshot. */}
      <RecipeBody key={recipe.version} recipe={recipe} nutritionAction={slots.nutrition} />
      {hasExtras ? (
        <div className={styles.slots}>
          {slots.aiNotice}
          {slots.recommendations}
          {slots.chefQuestion}
          {slots.chefVariations}
        </div>
      ) : null}
      {friendDialog}
    </article>
  );
}
