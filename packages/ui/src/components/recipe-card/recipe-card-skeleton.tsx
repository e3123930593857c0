import { Skeleton } from '../skeleton/skeleton';
import * as styles from './recipe-card.css';
import { cardMedia, cardRoot } from './recipe-card.variants';

export interface RecipeCardSkeletonProps {
  /** @default 'grid' */
  layout?: 'grid' | 'list';
}

/** Stand-in for a RecipeCard while the collection loads. */
export function RecipeCardSkeleton({ layout = 'grid' }: RecipeCardSkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading recipe" className={cardRoot({ layout })}>
      <div className={cardMedia({ layout })}>
        <Skeleton shape="rect" height="100%" />
      </div>
      <div className={styles.body}>
        <Skeleton width="80%" height={22} />
        <Skeleton width="95%" />
        <Skeleton width="45%" />
        <div className={styles.meta}>
          <Skeleton width={56} />
          <Skeleton width={64} />
        </div>
      </div>
    </div>
  );
}
