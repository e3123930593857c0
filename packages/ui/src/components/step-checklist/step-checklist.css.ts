import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { touchTarget } from '../../tokens/utilities.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.base,
});

export const itemDone = style({ backgroundColor: vars.color.surfaceSunken, borderColor: 'transparent' });

// Drawn 40 px round; a touch screen takes taps in 44 px around it.
export const toggle = style([
  touchTarget,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    padding: 0,
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.primary}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.primary,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    transitionProperty: 'background-color, color, border-color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:hover': { backgroundColor: vars.color.primarySoft },
      '&[aria-checked="true"]': {
        backgroundColor: vars.color.secondary,
        borderColor: vars.color.secondary,
        color: vars.color.textOnSecondary,
      },
    },
  },
]);

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
});

export const instruction = style({
  lineHeight: vars.lineHeight.normal,
  transitionProperty: 'color',
  transitionDuration: vars.motion.base,
});

export const done = style({
  textDecoration: 'line-through',
  textDecorationThickness: '2px',
  textDecorationColor: vars.color.primary,
  color: vars.color.textMuted,
});

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontStyle: 'italic' });
