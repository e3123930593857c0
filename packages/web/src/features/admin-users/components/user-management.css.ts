import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) repeat(2, minmax(120px, 1fr))',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const searchField = style({ '@media': { 'screen and (max-width: 640px)': { gridColumn: '1 / -1' } } });
