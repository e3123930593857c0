import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import type { MacroKey } from './nutrition-panel';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = style({ fontSize: vars.fontSize.xl });

export const subtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const energy = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `2px solid ${vars.color.text}`,
});

export const energyValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const energyLabel = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const macroBar = style({
  display: 'flex',
  height: 12,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
});

export const macroColor = styleVariants({
  protein_g: { backgroundColor: vars.color.primary },
  carbohydrates_g: { backgroundColor: vars.color.accent },
  fat_g: { backgroundColor: vars.color.secondary },
} satisfies Record<MacroKey, StyleRule>);

export const macros = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md });

export const macro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const macroName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const swatch = style({ width: 10, height: 10, borderRadius: vars.radius.full, flexShrink: 0 });

export const macroValue = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
});

export const rows = style({ display: 'grid', gridTemplateColumns: '1fr auto', margin: 0 });

/** dt/dd pairs are wrapped (valid in a dl) but laid out directly on the two-column grid. */
export const row = style({ display: 'contents' });

export const rowName = style({
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const rowValue = style({
  padding: `${vars.space.sm} 0`,
  margin: 0,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const disclaimer = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const unavailable = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
});
