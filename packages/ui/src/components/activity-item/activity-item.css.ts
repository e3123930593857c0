import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  listStyle: 'none',
});

/** New since the member last looked: an accent edge, the card itself stays calm in a long feed. */
export const isNew = style({ borderColor: vars.color.primary, boxShadow: `inset 4px 0 0 ${vars.color.primary}` });

export const icon = style({
  position: 'absolute',
  left: `calc(${vars.space.md} + 26px)`,
  top: `calc(${vars.space.md} + 26px)`,
  display: 'grid',
  placeItems: 'center',
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.primary,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: 1 });

export const sentence = style({ margin: 0, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const message = style({
  margin: 0,
  paddingLeft: vars.space.sm,
  borderLeft: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontStyle: 'italic',
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const respond = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });
