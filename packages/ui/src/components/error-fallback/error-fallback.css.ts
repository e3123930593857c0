import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
});

export const inner = style({ width: '100%', maxWidth: 560 });
