import { cva, type VariantProps } from 'class-variance-authority';
import type { Ref } from 'react';
import { sprinkles } from '../../tokens/sprinkles.css';
import { LIST_ELEMENTS, type LayoutAttributes, type LayoutElement, type LayoutSpace } from '../stack/stack';
import * as listStyles from '../stack/stack.css';
import * as styles from './inline.css';

export const INLINE_ALIGNS = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof INLINE_ALIGNS)[number];
export const INLINE_JUSTIFIES = ['start', 'center', 'end', 'between'] as const;
export type InlineJustify = (typeof INLINE_JUSTIFIES)[number];

const inline = cva(styles.base, {
  variants: { align: styles.align, justify: styles.justify, wrap: styles.wrap },
  defaultVariants: { align: 'center', justify: 'start', wrap: true },
});

export interface InlineProps extends LayoutAttributes, VariantProps<typeof inline> {
  /** Space between the children, across and between lines. @default 'sm' */
  gap?: LayoutSpace;
  /** Cross-axis alignment of the children. @default 'center' */
  align?: InlineAlign;
  /** Where the children sit along the line. @default 'start' */
  justify?: InlineJustify;
  /** Let the children flow onto more lines when the row is full. @default true */
  wrap?: boolean;
  /** The element rendered; lists lose their bullets and indent. @default 'div' */
  as?: LayoutElement;
  ref?: Ref<HTMLElement>;
}

/** Children side by side in a row that wraps, with a space token between them. */
export function Inline({
  gap = 'sm',
  align,
  justify,
  wrap,
  as: Component = 'div',
  className,
  ref,
  ...rest
}: InlineProps) {
  const list = LIST_ELEMENTS.has(Component) ? listStyles.list : undefined;
  return (
    <Component
      ref={ref as Ref<never>}
      className={inline({
        align,
        justify,
        wrap,
        className: [sprinkles({ gap }), list, className].filter(Boolean).join(' '),
      })}
      {...rest}
    />
  );
}
