import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import type { CardPadding } from './card';

export const base = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space.md },
  md: { padding: vars.space.lg },
  lg: { padding: vars.space.xl },
} satisfies Record<CardPadding, StyleRule>);

export const interactive = style({
  transitionProperty: 'box-shadow, transform, border-color',
  transitionDuration: vars.motion.base,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)', borderColor: vars.color.borderStrong },
    '&:focus-within': { borderColor: vars.color.borderStrong },
  },
});
