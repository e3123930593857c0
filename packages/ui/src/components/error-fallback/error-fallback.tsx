import { ErrorState } from '../error-state/error-state';
import * as styles from './error-fallback.css';

export interface ErrorFallbackProps {
  /** Resets the error boundary so the page renders again. */
  onRetry: () => void;
  /**
   * Fill the whole viewport (app-level boundary) instead of the surrounding region.
   * @default true
   */
  fullPage?: boolean;
}

/**
 * What an error boundary renders after a render error: 'Something went wrong' and Try Again.
 * The error itself is never shown: it may carry internals, and it would not help the cook.
 */
export function ErrorFallback({ onRetry, fullPage = true }: ErrorFallbackProps) {
  const content = (
    <ErrorState
      title="Something went wrong"
      message="This page hit an unexpected problem. Trying again usually fixes it."
      onRetry={onRetry}
      headingLevel="h1"
    />
  );
  if (!fullPage) return content;
  return (
    <main className={styles.page}>
      <div className={styles.inner}>{content}</div>
    </main>
  );
}
