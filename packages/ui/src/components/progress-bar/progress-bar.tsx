import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cva, cx, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import * as styles from './progress-bar.css';

export const PROGRESS_TONES = ['primary', 'success', 'secondary'] as const;
export type ProgressTone = (typeof PROGRESS_TONES)[number];

const indicator = cva(styles.indicator, { variants: { tone: styles.tone }, defaultVariants: { tone: 'secondary' } });

export interface ProgressBarProps extends VariantProps<typeof indicator> {
  /** Percent done, 0 to 100 (values outside are clamped). */
  value: number;
  /** Visible label, also the progressbar's accessible name. */
  label: string;
  /**
   * Show the rounded percentage next to the label.
   * @default true
   */
  showValue?: boolean;
  className?: string;
}

/** How far along a shopping list or meal plan is. Default tone `secondary` (herb green). */
export function ProgressBar({ value, label, showValue = true, tone, className }: ProgressBarProps) {
  const labelId = useId();
  const clamped = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  const rounded = Math.round(clamped);
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.header}>
        <span id={labelId}>{label}</span>
        {showValue ? <span className={styles.value}>{rounded}%</span> : null}
      </div>
      <ProgressPrimitive.Root
        className={styles.track}
        value={clamped}
        max={100}
        aria-labelledby={labelId}
        getValueLabel={() => `${rounded}%`}
      >
        <ProgressPrimitive.Indicator className={indicator({ tone })} style={{ width: `${clamped}%` }} />
      </ProgressPrimitive.Root>
    </div>
  );
}
