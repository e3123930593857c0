import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { fadeIn, popIn } from '../../tokens/animations.css';
import { vars } from '../../tokens/contract.css';
import type { DialogSize } from './dialog';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.overlay,
  backdropFilter: 'blur(2px)',
  animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.modal,
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  width: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 48px)',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${popIn} ${vars.motion.base} ${vars.motion.easing}`,
  outline: 'none',
});

export const size = styleVariants({
  sm: { maxWidth: 420 },
  md: { maxWidth: 560 },
  lg: { maxWidth: 760 },
} satisfies Record<DialogSize, StyleRule>);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.sm}`,
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.text });

export const description = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const body = style({ padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.xl}`, overflowY: 'auto' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  borderRadius: `0 0 ${vars.radius.xl} ${vars.radius.xl}`,
});
