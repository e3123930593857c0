import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.base,
});

export const rowDone = style({ backgroundColor: vars.color.surfaceSunken, borderColor: 'transparent' });

export const main = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 });

export const nameLine = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' });

// The whole row ticks the item (a thumb in a shop need not find the box): the label's hit area covers the
// row; the checkbox and the action buttons sit above it.
export const name = style({
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  '::after': { content: '""', position: 'absolute', inset: 0 },
});

export const above = style({ position: 'relative', zIndex: 1 });

export const done = style({
  textDecoration: 'line-through',
  textDecorationThickness: '2px',
  textDecorationColor: vars.color.primary,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const amount = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
});

export const notes = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontStyle: 'italic' });

export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  gap: vars.space.xxs,
  flexShrink: 0,
  // On a touch screen Edit and Delete each keep a 44 px tap area of their own.
  '@media': { '(pointer: coarse)': { gap: vars.space.md } },
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1.5px solid ${vars.color.focusRing}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const wide = style({ gridColumn: '1 / -1' });

export const formActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
