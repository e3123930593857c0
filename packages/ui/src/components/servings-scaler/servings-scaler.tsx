import { SCALE_CHOICES, type ScaleChoice } from '@potluck/api/domain';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId } from 'react';
import * as styles from './servings-scaler.css';

// The accessible name starts with the visible text (WCAG 2.5.3: "click 2×" must work for voice users).
const CHOICE_TEXT: Record<ScaleChoice, { short: string; label: string }> = {
  0.5: { short: '½×', label: '½× (half quantity)' },
  1: { short: '1×', label: '1× (original quantity)' },
  2: { short: '2×', label: '2× (double quantity)' },
  3: { short: '3×', label: '3× (triple quantity)' },
};

export interface ServingsScalerProps {
  /** The current multiplier (one of 0.5, 1, 2, 3). */
  value: ScaleChoice;
  onValueChange: (value: ScaleChoice) => void;
  /** The recipe's own servings; shows how many the scaled amounts feed. */
  servings?: number | null;
  /** @default 'Scale' */
  label?: string;
}

/**
 * Multiplier for the displayed ingredient amounts (spec: 0.5, 1, 2, 3). It changes what is shown
 * only; the recipe itself is never modified. Controlled: keep the value in the page.
 */
export function ServingsScaler({ value, onValueChange, servings, label = 'Scale' }: ServingsScalerProps) {
  const labelId = useId();
  const scaledServings = servings && servings > 0 ? servings * value : null;
  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <ToggleGroup.Root
        type="single"
        value={String(value)}
        // Clicking the active choice again sends '' in Radix; the multiplier must stay set.
        onValueChange={(next) => next && onValueChange(Number(next) as ScaleChoice)}
        aria-labelledby={labelId}
        className={styles.group}
      >
        {SCALE_CHOICES.map((choice) => (
          <ToggleGroup.Item
            key={choice}
            value={String(choice)}
            aria-label={CHOICE_TEXT[choice].label}
            className={styles.item}
          >
            <span aria-hidden="true">{CHOICE_TEXT[choice].short}</span>
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      {scaledServings !== null ? (
        <span className={styles.servings} aria-live="polite">
          Serves {scaledServings % 1 === 0 ? scaledServings : scaledServings.toFixed(1)}
        </span>
      ) : null}
    </div>
  );
}
