import { Card, Skeleton } from '@potluck/ui';
import * as styles from './recipe-form.css';

/** The edit page while the recipe loads: the shape of the header and the first sections. */
export function RecipeFormSkeleton() {
  return (
    <div className={styles.pageStack} role="status" aria-busy="true" aria-label="Loading recipe">
      <Skeleton width={140} height={20} />
      <Skeleton width="min(420px, 80%)" height={40} />
      <div className={styles.form}>
        {[0, 1].map((i) => (
          <Card key={i} padding="lg" className={styles.section}>
            <Skeleton width={200} height={28} />
            <Skeleton height={44} />
            <Skeleton height={88} />
            <div className={styles.fieldGrid}>
              <Skeleton height={44} />
              <Skeleton height={44} />
              <Skeleton height={44} />
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}
