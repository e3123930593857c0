import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { BREAKPOINTS } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import type { RecipeFactsLook } from './recipe-facts';

// Paper is white whatever the screen theme, so the print look has its own ink rather than theme colours.
const printAccent = '#9a3b1c';
const tablet = `screen and (min-width: ${BREAKPOINTS.tablet}px)`;

export const base = style({ margin: 0 });

export const list = styleVariants({
  ruled: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    // The 1px gaps show the border colour behind the cells: rules between cells in any column count.
    gap: '1px',
    background: vars.color.border,
    borderBlock: `1px solid ${vars.color.border}`,
    '@media': { [tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
  compact: { display: 'flex', flexWrap: 'wrap', gap: vars.space.lg },
  print: { display: 'flex', flexWrap: 'wrap', gap: '4pt 18pt', margin: '10pt 0 0', padding: 0, fontSize: '10pt' },
} satisfies Record<RecipeFactsLook, StyleRule>);

export const fact = styleVariants({
  ruled: {
    display: 'grid',
    gap: vars.space.xxs,
    padding: `${vars.space.md} ${vars.space.sm}`,
    textAlign: 'center',
    background: vars.color.background,
  },
  compact: { display: 'grid', gap: vars.space.xxs },
  print: { display: 'flex', gap: '4pt' },
} satisfies Record<RecipeFactsLook, StyleRule>);

export const label = styleVariants({
  ruled: {
    fontSize: vars.fontSize.xs,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.semibold,
  },
  compact: {
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  print: {
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    fontSize: '8.5pt',
    color: printAccent,
    alignSelf: 'center',
  },
} satisfies Record<RecipeFactsLook, StyleRule>);

export const value = styleVariants({
  ruled: { fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, margin: 0 },
  compact: { margin: 0, fontWeight: vars.fontWeight.semibold },
  print: { margin: 0 },
} satisfies Record<RecipeFactsLook, StyleRule>);
