import type { ReactNode } from 'react';
import * as styles from './friends.css';

export interface FriendSectionProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  /** How many rows; shown beside the title. A section of none renders nothing. */
  count: number;
  /** The FriendRow items. */
  children: ReactNode;
}

/** A titled, counted list of member rows (requests received or sent, members blocked). */
export function FriendSection({ id, title, count, children }: FriendSectionProps) {
  if (count === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title} <span className={styles.count}>{count}</span>
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}
