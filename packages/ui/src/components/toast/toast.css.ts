import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { fadeOut, slideInRight } from '../../tokens/animations.css';
import { vars } from '../../tokens/contract.css';
import type { ToastVariant } from './toast.constants';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(400px, 100vw)',
  maxWidth: '100vw',
  padding: vars.space.lg,
  margin: 0,
  listStyle: 'none',
  outline: 'none',
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  columnGap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 5,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-state="open"]': { animation: `${slideInRight} ${vars.motion.slow} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.base} ease-in` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { animation: `${fadeOut} ${vars.motion.base} ease-out` },
  },
});

export const variant = styleVariants({
  default: { borderLeftColor: vars.color.secondary },
  success: { borderLeftColor: vars.color.success },
  error: { borderLeftColor: vars.color.danger },
} satisfies Record<ToastVariant, StyleRule>);

export const iconVariant = styleVariants({
  default: { color: vars.color.secondary },
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
} satisfies Record<ToastVariant, StyleRule>);

export const icon = style({ display: 'flex', paddingTop: 2 });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const action = style({ marginTop: vars.space.sm, alignSelf: 'flex-start' });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text } },
});
