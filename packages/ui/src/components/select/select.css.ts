import { style } from '@vanilla-extract/css';
import { fadeIn } from '../../tokens/animations.css';
import { vars } from '../../tokens/contract.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'left',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const icon = style({ display: 'flex', color: vars.color.textMuted, flexShrink: 0 });

export const content = style({
  zIndex: vars.zIndex.overlay,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `${vars.space.xs} ${vars.space.xxl} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.primarySoft, color: vars.color.primarySoftText },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const indicator = style({
  position: 'absolute',
  right: vars.space.sm,
  display: 'inline-flex',
  color: vars.color.primary,
});
