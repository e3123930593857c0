import { cva, cx, type VariantProps } from 'class-variance-authority';
import { CookingPot } from 'lucide-react';
import * as styles from './brand-mark.css';

export const BRAND_MARK_SIZES = ['sm', 'md', 'lg'] as const;
export type BrandMarkSize = (typeof BRAND_MARK_SIZES)[number];

const badge = cva(styles.badge, { variants: { size: styles.badgeSize }, defaultVariants: { size: 'md' } });
const word = cva(styles.word, { variants: { size: styles.wordSize }, defaultVariants: { size: 'md' } });

const iconSize: Record<BrandMarkSize, number> = { sm: 18, md: 22, lg: 30 };

export interface BrandMarkProps extends VariantProps<typeof badge> {
  /**
   * Show the "Potluck" wordmark next to the pot (the collapsed sidebar shows the pot only).
   * @default true
   */
  showWordmark?: boolean;
  className?: string;
}

/** The Potluck logo: a pot on a tomato-red pebble, with the wordmark in Fraunces. */
export function BrandMark({ size, showWordmark = true, className }: BrandMarkProps) {
  const resolved = size ?? 'md';
  return (
    <span className={cx(styles.root, className)} role="img" aria-label="Potluck">
      <span className={badge({ size })} aria-hidden="true">
        <CookingPot size={iconSize[resolved]} strokeWidth={2.1} />
      </span>
      {showWordmark ? (
        <span className={word({ size })} aria-hidden="true">
          Potluck
        </span>
      ) : null}
    </span>
  );
}
