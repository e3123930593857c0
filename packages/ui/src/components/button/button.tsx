import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../spinner/spinner';
import * as styles from './button.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export const buttonClass = cva(styles.base, {
  variants: { variant: styles.variant, size: styles.size, fullWidth: { true: styles.fullWidth } },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonClass> {
  /**
   * Renders the single child element (for example a router link) with the button's styles
   * instead of a `<button>`. `loading` is ignored in this mode.
   * @default false
   */
  asChild?: boolean;
  /**
   * Shows a spinner, keeps the width, sets `aria-busy` and blocks clicks.
   * @default false
   */
  loading?: boolean;
  /** Icon before the label (decorative). */
  iconStart?: ReactNode;
  /** Icon after the label (decorative). */
  iconEnd?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The product's button: primary for the main action of a view, one per screen region. */
export function Button({
  asChild = false,
  loading = false,
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  className,
  children,
  disabled,
  type,
  ref,
  ...rest
}: ButtonProps) {
  const classes = buttonClass({ variant, size, fullWidth, className });
  const start = iconStart ? (
    <span className={styles.icon} aria-hidden="true">
      {iconStart}
    </span>
  ) : null;
  const end = iconEnd ? (
    <span className={styles.icon} aria-hidden="true">
      {iconEnd}
    </span>
  ) : null;

  if (asChild) {
    return (
      <Slot className={classes} ref={ref} {...rest}>
        {start}
        <Slottable>{children}</Slottable>
        {end}
      </Slot>
    );
  }

  return (
    <button
      ref={ref}
      // A button inside a form must not submit it by accident.
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <>
          <span className={styles.hiddenContent}>
            {start}
            {children}
            {end}
          </span>
          <span className={styles.spinnerSlot}>
            <Spinner size="sm" label={null} />
          </span>
        </>
      ) : (
        <>
          {start}
          {children}
          {end}
        </>
      )}
    </button>
  );
}
