import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

export const loading = style({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.primary,
});

export const errorPage = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  outline: 'none',
});
