import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { spin } from '../../tokens/animations.css';
import type { SpinnerSize } from './spinner';

export const base = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2.5px solid currentColor',
  borderRightColor: 'transparent',
  opacity: 0.9,
  // A spinner is the only signal that work is happening, so it keeps turning under reduced
  // motion, just slower, instead of following the motion tokens to zero.
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});

export const size = styleVariants({
  sm: { width: 14, height: 14, borderWidth: 2 },
  md: { width: 20, height: 20 },
  lg: { width: 32, height: 32, borderWidth: 3 },
} satisfies Record<SpinnerSize, StyleRule>);
