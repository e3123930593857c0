import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xs });

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const statValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space.md,
});

export const panelTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.md });

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const row = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.xs });

export const rowValue = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const bar = style({
  gridColumn: '1 / -1',
  height: 6,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const barFill = style({ height: '100%', backgroundColor: vars.color.secondary, borderRadius: 'inherit' });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
