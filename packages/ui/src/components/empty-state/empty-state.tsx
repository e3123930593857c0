import { cx } from 'class-variance-authority';
import { CookingPot } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './empty-state.css';

export interface EmptyStateProps {
  /** The spec's empty message, e.g. 'No meal plans yet'. */
  title: string;
  /** One helpful sentence, e.g. 'Create your first meal plan to get started!'. */
  description?: ReactNode;
  /** Illustration icon. @default a cooking pot */
  icon?: ReactNode;
  /** Buttons that fill the emptiness (New Plan, Browse Recipes). */
  actions?: ReactNode;
  /** Heading level of the title within the page. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** What a list shows when it has nothing in it yet, with a way forward. */
export function EmptyState({ title, description, icon, actions, headingLevel = 'h2', className }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <section className={cx(styles.root, className)} aria-label={title}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <CookingPot size={34} strokeWidth={1.75} />}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
