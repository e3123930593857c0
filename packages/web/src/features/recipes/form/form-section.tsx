import { Card } from '@potluck/ui';
import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import * as styles from './recipe-form.css';

export interface FormSectionProps {
  title: string;
  /** One sentence under the heading. */
  hint?: ReactNode;
  children?: ReactNode;
}

/** One card of the recipe form (Recipe Photos, Basic Information, Ingredients, Instructions). */
export function FormSection({ title, hint, children }: FormSectionProps) {
  const id = useId();
  return (
    <Card asChild padding="lg">
      <section aria-labelledby={id} className={styles.section}>
        <div className={styles.sectionHeader}>
          <h2 id={id} className={styles.sectionTitle}>
            {title}
          </h2>
          {hint ? <p className={styles.sectionHint}>{hint}</p> : null}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** A message under a row or list, referenced by the controls it is about (aria-describedby). */
export function InlineError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.rowError}>
      <CircleAlert size={16} aria-hidden="true" />
      {children}
    </p>
  );
}

/** aria-invalid and aria-describedby for a row control with an optional message. */
export const invalidProps = (message: string | undefined, errorId: string) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
