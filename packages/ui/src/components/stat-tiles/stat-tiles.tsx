import * as styles from './stat-tiles.css';

export interface StatTile {
  label: string;
  value: number | string;
}

export interface StatTilesProps {
  stats: readonly StatTile[];
  /** Names the group for assistive technology. */
  'aria-label'?: string;
  className?: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** A row of counts (profile stats, member counts): the value large, its label under it; wraps on a phone. */
export function StatTiles({ stats, className, ...rest }: StatTilesProps) {
  return (
    <dl className={className ? `${styles.root} ${className}` : styles.root} aria-label={rest['aria-label']}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.tile}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>
            {typeof stat.value === 'number' ? numberFormat.format(stat.value) : stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
