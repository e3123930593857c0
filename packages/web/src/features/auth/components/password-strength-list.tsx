import { LEGACY_PASSWORD_REQUIREMENTS } from '@potluck/api';

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
 * shared schema's rules (8 characters) block submission, as on the server; the rest is advice.
 */
export function PasswordStrengthList({ password }: { password: string }) {
  return (
    <span>
      <span>A strong password has:</span>
      <ul aria-label="Password requirements">
        {LEGACY_PASSWORD_REQUIREMENTS.map((text) => {
          const met = CHECKS[text](password);
          return (
            <li key={text} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span> {text}
              <span className="visually-hidden">{met ? ' (met)' : ' (not yet)'}</span>
            </li>
          );
        })}
      </ul>
    </span>
  );
}
