import { Button, ErrorState, Skeleton } from '@potluck/ui';
import { BookOpen, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DETAIL_TEXT as T } from './detail.constants';
import * as styles from './recipe-detail.css';

/** The page's shape while the recipe loads. */
export function RecipeDetailSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" aria-label={T.loadingLabel} role="status">
      <div className={styles.hero}>
        <div className={styles.media}>
          <Skeleton shape="rect" height="100%" />
        </div>
        <div className={styles.skeletonHero}>
          <Skeleton width="30%" />
          <Skeleton height="2.5rem" width="85%" />
          <Skeleton width="40%" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="70%" />
          <Skeleton shape="rect" height="64px" />
        </div>
      </div>
      <div className={styles.body}>
        <div className={`${styles.skeletonHero} ${styles.area.ingredients}`}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} width={`${60 + ((i * 7) % 30)}%`} />
          ))}
        </div>
        <div className={`${styles.skeletonHero} ${styles.area.method}`}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} shape="rect" height="56px" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** 'Recipe Not Found' (spec 000 §2, §8) with the way to the collection. */
export function RecipeNotFound() {
  return (
    <div className={styles.notFound}>
      <ErrorState
        title={T.notFound}
        message={T.notFoundMessage}
        headingLevel="h1"
        icon={<SearchX size={34} strokeWidth={1.75} />}
        actions={
          <Button asChild iconStart={<BookOpen size={18} />}>
            <Link to="/recipes">{T.browseRecipes}</Link>
          </Button>
        }
      />
    </div>
  );
}

/** A load that failed for another reason than "missing" (server or network), with Try Again. */
export function RecipeLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.notFound}>
      <ErrorState title={T.loadFailed} message={message} headingLevel="h1" onRetry={onRetry} />
    </div>
  );
}
