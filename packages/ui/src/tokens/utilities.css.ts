import { globalStyle, style } from '@vanilla-extract/css';

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const COARSE = '(pointer: coarse)';

/**
 * On a touch screen (coarse pointer), a control drawn smaller than 44 × 44 px takes taps in at least a 44 × 44 px
 * area centred on it (WCAG 2.5.5); nothing is drawn or moved. Its position becomes relative unless its own styles
 * position it otherwise (the rule has no specificity).
 */
export const touchTarget = style({});
globalStyle(`:where(${touchTarget})`, { '@media': { [COARSE]: { position: 'relative' } } });
globalStyle(`${touchTarget}::after`, {
  '@media': {
    [COARSE]: {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: '100%',
      height: '100%',
      minWidth: 44,
      minHeight: 44,
      transform: 'translate(-50%, -50%)',
    },
  },
});
