import { cx } from 'class-variance-authority';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import * as styles from './error-state.css';

export interface ErrorStateProps {
  /** Headline, e.g. 'Error Loading Recipes' or 'Recipe Not Found'. @default 'Something went wrong' */
  title?: string;
  /** The friendly explanation (server detail or the spec's fallback text). */
  message?: ReactNode;
  /** Shows a Try Again button. */
  onRetry?: () => void;
  /** @default 'Try Again' */
  retryLabel?: string;
  /** Extra actions, e.g. a Browse Recipes link. */
  actions?: ReactNode;
  /** @default an alert triangle */
  icon?: ReactNode;
  /** Heading level of the title. @default 'h2' */
  headingLevel?: 'h1' | 'h2' | 'h3';
  className?: string;
}

/** A failed load or a missing thing, with a way to retry or leave. Announced as an alert. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try Again',
  actions,
  icon,
  headingLevel = 'h2',
  className,
}: ErrorStateProps) {
  const Heading = headingLevel;
  return (
    <section role="alert" className={cx(styles.root, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <TriangleAlert size={34} strokeWidth={1.75} />}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {onRetry || actions ? (
        <div className={styles.actions}>
          {onRetry ? (
            <Button onClick={onRetry} iconStart={<RotateCcw size={18} />}>
              {retryLabel}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </section>
  );
}
