import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.semibold });

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.sm,
  // On a touch screen the rows sit 24 px apart so the 22 px boxes' 44 px tap areas do not overlap.
  '@media': { '(pointer: coarse)': { rowGap: vars.space.xl } },
});
