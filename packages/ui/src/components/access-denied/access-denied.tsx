import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../button/button';
import * as styles from './access-denied.css';

export const ACCESS_DENIED_TITLE = 'Access Denied';
export const ACCESS_DENIED_TEXT =
  "You don't have permission to access this area. Administrator privileges are required.";

export interface AccessDeniedProps {
  /** Called by the Go Back button (usually history back). */
  onBack: () => void;
}

/** What a member who is not an admin sees on /admin (spec wording). */
export function AccessDenied({ onBack }: AccessDeniedProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        <ShieldAlert size={40} strokeWidth={1.75} />
      </span>
      <h1 id={titleId} className={styles.title}>
        {ACCESS_DENIED_TITLE}
      </h1>
      <p className={styles.text}>{ACCESS_DENIED_TEXT}</p>
      <Button className={styles.action} variant="secondary" iconStart={<ArrowLeft size={18} />} onClick={onBack}>
        Go Back
      </Button>
    </section>
  );
}
