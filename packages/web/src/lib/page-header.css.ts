import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
});

export const text = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.xxl,
  '@media': { 'screen and (min-width: 768px)': { fontSize: vars.fontSize.display } },
});

export const description = style({ color: vars.color.textMuted, maxWidth: '65ch' });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
