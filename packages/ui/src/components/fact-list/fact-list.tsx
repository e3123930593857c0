import type { ReactNode } from 'react';
import { Badge } from '../badge/badge';
import * as styles from './fact-list.css';

export interface FactListProps {
  /** Fact items. */
  children: ReactNode;
}

/** Labelled facts (a profile's details, cooking preferences) in as many columns as fit, one on a phone. */
export function FactList({ children }: FactListProps) {
  return <dl className={styles.list}>{children}</dl>;
}

export interface FactProps {
  term: string;
  /** The value; see `badges` for a list. */
  children?: ReactNode;
  /** Show these as badges instead of children. */
  badges?: readonly string[];
  /** Shown muted when there is no value (no children, an empty string, or no badges). */
  empty?: ReactNode;
}

/** One term and its value in a FactList. */
export function Fact({ term, children, badges, empty }: FactProps) {
  const value =
    badges === undefined ? (
      children
    ) : badges.length > 0 ? (
      <span className={styles.badges}>
        {badges.map((badge) => (
          <Badge key={badge}>{badge}</Badge>
        ))}
      </span>
    ) : null;
  const blank = value === undefined || value === null || value === '' || value === false;
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>
        {!blank ? value : empty === undefined ? null : <span className={styles.empty}>{empty}</span>}
      </dd>
    </div>
  );
}
