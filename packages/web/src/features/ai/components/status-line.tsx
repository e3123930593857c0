import { Alert, Spinner } from '@potluck/ui';
import * as styles from './ai.css';

/** A busy line ("The chef is thinking…"): a small spinner and the text, announced politely. */
export function StatusLine({ children }: { children: string }) {
  return (
    <p role="status" className={styles.statusLine}>
      <Spinner size="sm" label={null} />
      <span className={styles.muted}>{children}</span>
    </p>
  );
}

export interface AiAvailabilityNoteProps {
  /** GET /ai/status for this feature; undefined while it loads. */
  aiAvailable: boolean | undefined;
  /** Why the feature is not offered: shown instead of its controls, so nothing is promised that cannot work. */
  unavailable: string;
  /** Shown while the status loads; without it nothing is shown meanwhile. */
  checking?: string;
}

/** The honest note every AI panel shows when the AI chef is off (or still being checked). */
export function AiAvailabilityNote({ aiAvailable, unavailable, checking }: AiAvailabilityNoteProps) {
  if (aiAvailable === false) return <Alert tone="info">{unavailable}</Alert>;
  if (aiAvailable === undefined && checking) return <StatusLine>{checking}</StatusLine>;
  return null;
}
