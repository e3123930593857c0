import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, Ref } from 'react';
import * as styles from './card.css';

export const CARD_PADDINGS = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof CARD_PADDINGS)[number];

const card = cva(styles.base, {
  variants: { padding: styles.padding, interactive: { true: styles.interactive } },
  defaultVariants: { padding: 'md' },
});

export interface CardProps extends HTMLAttributes<HTMLDivElement>, VariantProps<typeof card> {
  /**
   * Render the single child (e.g. `<article>` or `<section>`) with the card styles.
   * @default false
   */
  asChild?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A raised paper surface grouping related content. Default padding `md`. */
export function Card({ asChild = false, padding, interactive, className, ref, ...rest }: CardProps) {
  const Component = asChild ? Slot : 'div';
  return <Component ref={ref} className={card({ padding, interactive, className })} {...rest} />;
}
