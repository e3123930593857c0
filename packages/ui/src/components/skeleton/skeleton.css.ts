import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { shimmer } from '../../tokens/animations.css';
import { vars } from '../../tokens/contract.css';
import type { SkeletonShape } from './skeleton';

export const base = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  // Shimmer speed follows the motion tokens' spirit but needs a real length; under reduced
  // motion it stops (the block itself still says "loading").
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full },
} satisfies Record<SkeletonShape, StyleRule>);
