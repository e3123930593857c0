import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { touchTarget } from '../../tokens/utilities.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const group = style({
  display: 'inline-flex',
  padding: 3,
  gap: 2,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

// Drawn 34 px tall inside the 42 px pill; a touch screen takes taps in 44 px.
export const item = style([
  touchTarget,
  {
    minWidth: 48,
    height: 34,
    padding: `0 ${vars.space.md}`,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[data-state="on"]': {
        backgroundColor: vars.color.primary,
        color: vars.color.textOnPrimary,
        boxShadow: vars.shadow.sm,
      },
    },
  },
]);

export const servings = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
