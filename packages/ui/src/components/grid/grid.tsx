import { cva, type VariantProps } from 'class-variance-authority';
import type { Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../tokens/sprinkles.css';
import { LIST_ELEMENTS, type LayoutAttributes, type LayoutElement, type LayoutSpace } from '../stack/stack';
import * as listStyles from '../stack/stack.css';
import * as styles from './grid.css';

export const GRID_ALIGNS = ['stretch', 'start', 'center', 'end'] as const;
export type GridAlign = (typeof GRID_ALIGNS)[number];
/** 1–4 equal columns, or one count per breakpoint (mobile, tablet, desktop). */
export type GridColumns = NonNullable<Sprinkles['gridTemplateColumns']>;

const grid = cva(styles.base, { variants: { align: styles.align }, defaultVariants: { align: 'stretch' } });

export interface GridProps extends LayoutAttributes, VariantProps<typeof grid> {
  /** Space between rows and columns. @default 'lg' */
  gap?: LayoutSpace;
  /** Equal columns, per breakpoint if wanted. Ignored when `minColumnWidth` is set. @default 1 */
  columns?: GridColumns;
  /** Fit as many columns as the width allows, none narrower than this CSS length (e.g. '260px'). */
  minColumnWidth?: string;
  /** The element rendered; lists lose their bullets and indent. @default 'div' */
  as?: LayoutElement;
  ref?: Ref<HTMLElement>;
}

/** Children in columns of equal width, a fixed count or as many as fit. */
export function Grid({
  gap = 'lg',
  columns = 1,
  minColumnWidth,
  align,
  as: Component = 'div',
  className,
  style,
  ref,
  ...rest
}: GridProps) {
  const layout = minColumnWidth ? undefined : sprinkles({ gridTemplateColumns: columns });
  // As many columns as fit, none narrower than asked, one full-width column when even one does not fit.
  const fluid = minColumnWidth
    ? { gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minColumnWidth}), 1fr))` }
    : undefined;
  const list = LIST_ELEMENTS.has(Component) ? listStyles.list : undefined;
  return (
    <Component
      ref={ref as Ref<never>}
      className={grid({ align, className: [sprinkles({ gap }), layout, list, className].filter(Boolean).join(' ') })}
      style={fluid ? { ...fluid, ...style } : style}
      {...rest}
    />
  );
}
