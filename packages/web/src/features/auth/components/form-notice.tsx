import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './form-notice.css';

export type FormNoticeTone = 'error' | 'success' | 'info';

const ICONS: Record<FormNoticeTone, ReactNode> = {
  error: <CircleAlert size={20} />,
  success: <CircleCheck size={20} />,
  info: <Info size={20} />,
};

/**
 * A message above a form (a failed sign-in, a finished registration). Errors are alerts so they are
 * announced at once; the others are polite status messages.
 * @todo Move to @potluck/ui as a Callout once the design system has one (it has no inline alert).
 */
export function FormNotice({ tone, children }: { tone: FormNoticeTone; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.root} ${styles.tone[tone]}`}>
      <span className={styles.icon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div>{children}</div>
    </div>
  );
}
