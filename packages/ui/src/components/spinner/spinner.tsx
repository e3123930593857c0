import { cva, type VariantProps } from 'class-variance-authority';
import * as styles from './spinner.css';

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

const spinner = cva(styles.base, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

export interface SpinnerProps extends VariantProps<typeof spinner> {
  /**
   * Accessible name announced to screen readers. Pass `null` when the spinner sits inside
   * something that already says it is busy (a loading button).
   * @default 'Loading'
   */
  label?: string | null;
  className?: string;
}

/** An indeterminate loading indicator in the current text colour. */
export function Spinner({ size, label = 'Loading', className }: SpinnerProps) {
  if (label === null) {
    return <span aria-hidden="true" className={spinner({ size, className })} />;
  }
  return <span role="status" aria-label={label} className={spinner({ size, className })} />;
}
