import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const textarea = style({
  minHeight: 112,
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
});
