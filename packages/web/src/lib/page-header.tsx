import type { ReactNode } from 'react';
import * as styles from './page-header.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  description?: ReactNode;
  /** Buttons aligned to the end of the title row. */
  actions?: ReactNode;
}

/** The heading row every page inside the shell starts with. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    // A div, not <header>: the top bar is the page's one banner landmark.
    <div className={styles.root}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
