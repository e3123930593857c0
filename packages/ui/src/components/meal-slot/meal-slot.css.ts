import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { touchTarget } from '../../tokens/utilities.css';

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 128,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const slotEmpty = style({ borderStyle: 'dashed', backgroundColor: 'transparent' });

export const slotDone = style({ backgroundColor: vars.color.successSoft, borderColor: 'transparent' });

/** In a narrow slot (a phone's two columns) the Move and Remove buttons wrap below the meal type. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const type = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const typeIcon = style({ display: 'inline-flex' });

export const doneBadge = style({ alignSelf: 'flex-start', marginTop: 'auto' });

export const meal = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1 });

export const mealName = style({
  padding: 0,
  border: 'none',
  background: 'none',
  textAlign: 'left',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  selectors: { 'button&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const mealDone = style({
  textDecoration: 'line-through',
  textDecorationColor: vars.color.success,
  color: vars.color.textMuted,
});

export const servings = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const add = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  flex: 1,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { backgroundColor: vars.color.primarySoft, color: vars.color.primarySoftText } },
});

export const nothing = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const cooked = style([
  touchTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
  },
]);

/** Move and Remove stay together at the end of the header (and wrap together in a narrow slot). */
export const actions = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
  // On a touch screen Move and Remove each keep a 44 px tap area of their own.
  '@media': { '(pointer: coarse)': { gap: vars.space.md } },
});
