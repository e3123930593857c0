import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './badge.css';

export const BADGE_TONES = ['neutral', 'primary', 'secondary', 'accent', 'success', 'danger', 'solid'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];
export const BADGE_SIZES = ['sm', 'md'] as const;
export type BadgeSize = (typeof BADGE_SIZES)[number];

const badge = cva(styles.base, {
  variants: { tone: styles.tone, size: styles.size },
  defaultVariants: { tone: 'neutral', size: 'sm' },
});

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badge> {
  /** Small decorative icon before the text. */
  icon?: ReactNode;
}

/** A short status or category label (Draft, Today, Template, New Member). Defaults: tone `neutral`, size `sm`. */
export function Badge({ tone, size, icon, className, children, ...rest }: BadgeProps) {
  return (
    <span className={badge({ tone, size, className })} {...rest}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}
