import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import type { ProgressTone } from './progress-bar';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: 10,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const indicator = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transitionProperty: 'width',
  transitionDuration: vars.motion.slow,
  transitionTimingFunction: vars.motion.easing,
});

export const tone = styleVariants({
  primary: { backgroundColor: vars.color.primary },
  success: { backgroundColor: vars.color.success },
  secondary: { backgroundColor: vars.color.secondary },
} satisfies Record<ProgressTone, StyleRule>);
