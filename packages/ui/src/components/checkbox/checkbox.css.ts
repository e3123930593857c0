import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { touchTarget } from '../../tokens/utilities.css';

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const root = style([
  touchTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 22,
    height: 22,
    padding: 0,
    borderRadius: vars.radius.sm,
    border: `2px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.textOnSecondary,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.secondary },
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        backgroundColor: vars.color.secondary,
        borderColor: vars.color.secondary,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
]);

export const indicator = style({ display: 'flex' });

export const label = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
});
