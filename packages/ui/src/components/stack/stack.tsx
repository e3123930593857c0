import { cva, type VariantProps } from 'class-variance-authority';
import type { FormHTMLAttributes, HTMLAttributes, Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../tokens/sprinkles.css';
import * as styles from './stack.css';

export const STACK_ALIGNS = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof STACK_ALIGNS)[number];

/** The elements a layout primitive may render as. */
export const LAYOUT_ELEMENTS = [
  'div',
  'section',
  'header',
  'footer',
  'article',
  'form',
  'nav',
  'ul',
  'ol',
  'dl',
] as const;
export type LayoutElement = (typeof LAYOUT_ELEMENTS)[number];
/** Elements whose browser margins, bullets and indent a primitive removes. */
export const LIST_ELEMENTS: ReadonlySet<LayoutElement> = new Set(['ul', 'ol', 'dl']);

/** The attributes a layout primitive passes on; a form keeps its own (`as="form"`). */
export type LayoutAttributes = HTMLAttributes<HTMLElement> &
  Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate' | 'autoComplete' | 'name'>;

/** A space token, or one per breakpoint (mobile, tablet, desktop). */
export type LayoutSpace = NonNullable<Sprinkles['gap']>;

const stack = cva(styles.base, { variants: { align: styles.align }, defaultVariants: { align: 'stretch' } });

export interface StackProps extends LayoutAttributes, VariantProps<typeof stack> {
  /** Space between the children. @default 'lg' */
  gap?: LayoutSpace;
  /** The element rendered; lists lose their bullets and indent. @default 'div' */
  as?: LayoutElement;
  ref?: Ref<HTMLElement>;
}

/** Children one under the other, full width, with a space token between them. */
export function Stack({ gap = 'lg', align, as: Component = 'div', className, ref, ...rest }: StackProps) {
  const list = LIST_ELEMENTS.has(Component) ? styles.list : undefined;
  return (
    <Component
      // One ref type for every element the primitive renders.
      ref={ref as Ref<never>}
      className={stack({ align, className: [sprinkles({ gap }), list, className].filter(Boolean).join(' ') })}
      {...rest}
    />
  );
}
