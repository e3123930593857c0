import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './icon-button.css';

export const ICON_BUTTON_VARIANTS = ['ghost', 'secondary', 'primary', 'danger'] as const;
export type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];
export const ICON_BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof ICON_BUTTON_SIZES)[number];

const iconButton = cva(styles.base, {
  variants: { variant: styles.variant, size: styles.size },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'>, VariantProps<typeof iconButton> {
  /** What the button does. Required: an icon alone has no accessible name. */
  'aria-label': string;
  /** The icon (decorative; hidden from assistive technology). */
  icon: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A square, icon-only button. Defaults: variant `ghost`, size `md`. */
export function IconButton({ icon, variant, size, className, type, ref, ...rest }: IconButtonProps) {
  return (
    <button ref={ref} type={type ?? 'button'} className={iconButton({ variant, size, className })} {...rest}>
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </button>
  );
}
