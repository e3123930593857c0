import { Button } from '@potluck/ui';
import * as styles from './collection.css';

export interface SelectionBarProps {
  count: number;
  /** The primary action's label, e.g. 'Create Shopping List'. */
  actionLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Stays in view at the bottom while recipes are being chosen. */
export function SelectionBar({ count, actionLabel, onCancel, onConfirm }: SelectionBarProps) {
  return (
    <section className={styles.selectionBar} aria-label="Selection">
      <span className={styles.selectionCount} aria-live="polite">
        {count} selected
      </span>
      {count === 0 ? <span className={styles.selectionHint}>Tap a recipe to choose it.</span> : null}
      <div className={styles.selectionActions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={count === 0}>
          {actionLabel}
        </Button>
      </div>
    </section>
  );
}
