import { vars } from '@potluck/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space.xl, maxWidth: 720 });

export const cardTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.lg });

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginTop: vars.space.sm,
  maxWidth: '60ch',
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '60ch' });

export const usage = style({ display: 'grid', gap: vars.space.lg });

export const caption = style({ textAlign: 'start', fontWeight: 700, paddingBottom: vars.space.sm });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: 600 });
globalStyle(`${table} tbody th`, { fontWeight: 600 });
