import { style } from '@vanilla-extract/css';
import { slideUp } from '../../tokens/animations.css';
import { vars } from '../../tokens/contract.css';

export const content = style({
  zIndex: vars.zIndex.overlay,
  minWidth: 220,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  animation: `${slideUp} ${vars.motion.base} ${vars.motion.easing}`,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  textDecoration: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const danger = style({
  color: vars.color.danger,
  selectors: { '&[data-highlighted]': { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerSoftText } },
});

export const icon = style({ display: 'inline-flex', color: 'currentColor', opacity: 0.85 });

export const label = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} ${vars.space.sm}`,
  backgroundColor: vars.color.border,
});
