import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });

export const texts = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
