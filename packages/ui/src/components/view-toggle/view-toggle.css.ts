import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { touchTarget } from '../../tokens/utilities.css';

export const root = style({
  display: 'inline-flex',
  padding: 3,
  gap: 2,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const item = style([
  touchTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    height: 34,
    minWidth: 40,
    padding: `0 ${vars.space.md}`,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    transitionProperty: 'background-color, color, box-shadow',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[data-state="on"]': {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.primary,
        boxShadow: vars.shadow.sm,
      },
    },
  },
]);
