import { LEGACY_PASSWORD_REQUIREMENTS } from '@potluck/api';
import { visuallyHidden } from '@potluck/ui';
import { Check, Circle } from 'lucide-react';
import * as styles from './auth-form.css';

type Requirement = (typeof LEGACY_PASSWORD_REQUIREMENTS)[number];

/** How each stated requirement is recognised, keyed by its text so the list stays the shared one. */
const CHECKS: Record<Requirement, (p: string) => boolean> = {
  'At least 8 characters': (p) => p.length >= 8,
  'One uppercase letter': (p) => /\p{Lu}/u.test(p),
  'One lowercase letter': (p) => /\p{Ll}/u.test(p),
  'One number': (p) => /\d/.test(p),
  'One special character': (p) => /[^\p{L}\d\s]/u.test(p),
};

/**
 * The legacy form's stated password requirements (spec 000 §5), ticked off while typing. Only the
 * shared schema's rule (8 characters) blocks submission, as on the server; the rest is advice.
 * Spans with list roles, because it is rendered as the Field's hint (a paragraph), which is what
 * ties it to the input through aria-describedby.
 */
export function PasswordStrengthList({ password }: { password: string }) {
  return (
    <span className={styles.requirements}>
      <span className={styles.requirementsTitle}>A strong password has:</span>
      <span role="list" aria-label="Password requirements" className={styles.requirementList}>
        {LEGACY_PASSWORD_REQUIREMENTS.map((text) => {
          const met = CHECKS[text](password);
          return (
            <span
              role="listitem"
              key={text}
              data-met={met}
              className={`${styles.requirement} ${styles.requirementState[met ? 'met' : 'unmet']}`}
            >
              {met ? <Check size={16} strokeWidth={3} aria-hidden="true" /> : <Circle size={16} aria-hidden="true" />}
              {text}
              <span className={visuallyHidden}>{met ? ' (met)' : ' (not yet)'}</span>
            </span>
          );
        })}
      </span>
    </span>
  );
}
