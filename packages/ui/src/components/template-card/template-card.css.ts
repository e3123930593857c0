import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ gap: vars.space.md, height: '100%' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const samples = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const sample = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.xs,
  borderBottom: `1px dashed ${vars.color.border}`,
});

export const sampleAmount = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const more = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  marginTop: 'auto',
  flexWrap: 'wrap',
});

export const grow = style({ flex: 1 });

export const metaEntry = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
