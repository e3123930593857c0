import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'grid', gap: vars.space.md });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.semibold });

export const options = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxHeight: 'min(18rem, 40vh)',
  overflowY: 'auto',
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:has(input:checked)': { backgroundColor: vars.color.primarySoft, color: vars.color.primarySoftText },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const radio = style({ accentColor: vars.color.primary, margin: 0, width: 18, height: 18, flex: '0 0 auto' });

export const names = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const username = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const star = style({ color: vars.color.accent, flex: '0 0 auto' });

export const none = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
