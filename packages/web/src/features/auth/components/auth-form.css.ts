import { vars } from '@potluck/ui/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

/** Fields stacked with room to breathe; the submit button a little further down. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const submit = style({ marginTop: vars.space.sm });

/** First and last name side by side when the card is wide enough. */
export const nameRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
});

export const requirements = style({
  display: 'block',
  marginTop: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});

export const requirementList = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const requirementsTitle = style({
  display: 'block',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  marginBottom: vars.space.xs,
});

export const requirement = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const requirementState = styleVariants({
  met: { color: vars.color.successSoftText },
  unmet: { color: vars.color.textMuted },
});

/** Centre column for the non-form states (checking, invalid, success). */
export const status = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.lg });

export const statusText = style({ textAlign: 'center', color: vars.color.textMuted });

export const checking = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  padding: `${vars.space.lg} 0`,
});

export const footerLine = style({ marginTop: vars.space.xs });
