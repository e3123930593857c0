import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 64,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  backgroundColor: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.xl,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const avatarButton = style({
  display: 'inline-flex',
  padding: 2,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  selectors: { '&:hover': { boxShadow: `0 0 0 2px ${vars.color.borderStrong}` } },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  textTransform: 'none',
  letterSpacing: 'normal',
});

export const whoName = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const whoEmail = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const menuButton = style({ position: 'relative', display: 'inline-flex' });

/** New activity behind the hidden sidebar (the sidebar's Activity entry has the count). */
export const menuDot = style({
  position: 'absolute',
  top: 6,
  right: 6,
  width: 9,
  height: 9,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  boxShadow: `0 0 0 2px ${vars.color.background}`,
  pointerEvents: 'none',
});
