import * as LabelPrimitive from '@radix-ui/react-label';
import { cx } from 'class-variance-authority';
import { CircleAlert } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { FieldContext, type FieldControlProps } from './field-context';
import * as styles from './field.css';

export interface FieldProps {
  /** Visible label, tied to the control with `htmlFor`. */
  label: ReactNode;
  /** Help text under the control, referenced by `aria-describedby`. */
  hint?: ReactNode;
  /** Validation message; when set the control gets `aria-invalid` and the message is described. */
  error?: ReactNode;
  /**
   * Marks the field as required (asterisk and `aria-required`).
   * @default false
   */
  required?: boolean;
  /** Id for the control. @default a generated id */
  id?: string;
  /** One control: `Input`, `Textarea`, `Select` or any element reading `useFieldControl`. */
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and error message wired together for assistive technology. */
export function Field({ label, hint, error, required = false, id, children, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const wiring = useMemo<FieldControlProps>(() => {
    const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
    return {
      id: controlId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(hasError ? { 'aria-invalid': true as const } : {}),
      ...(required ? { 'aria-required': true as const } : {}),
    };
  }, [controlId, hint, hintId, hasError, errorId, required]);

  return (
    <div className={cx(styles.root, className)}>
      <LabelPrimitive.Root htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </LabelPrimitive.Root>
      <FieldContext.Provider value={wiring}>{children}</FieldContext.Provider>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className={styles.error}>
          <CircleAlert size={16} aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
