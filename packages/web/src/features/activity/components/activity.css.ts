import { style } from '@vanilla-extract/css';
import { vars } from '@potluck/ui/tokens';

export const feed = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: 720,
  width: '100%',
});

export const more = style({ display: 'flex', justifyContent: 'center', maxWidth: 720, paddingTop: vars.space.sm });
