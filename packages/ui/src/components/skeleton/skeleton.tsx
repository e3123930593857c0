import { cva, type VariantProps } from 'class-variance-authority';
import type { CSSProperties } from 'react';
import * as styles from './skeleton.css';

export const SKELETON_SHAPES = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];

const skeleton = cva(styles.base, { variants: { shape: styles.shape }, defaultVariants: { shape: 'text' } });

export interface SkeletonProps extends VariantProps<typeof skeleton> {
  /** CSS width. @default '100%' */
  width?: CSSProperties['width'];
  /** CSS height; text skeletons default to one line. */
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A placeholder block while content loads. Decorative: the region that is loading should carry
 * `aria-busy` and a label (see `RecipeCardSkeleton`). Default shape `text`.
 */
export function Skeleton({ shape, width = '100%', height, className }: SkeletonProps) {
  return <span aria-hidden="true" className={skeleton({ shape, className })} style={{ width, height }} />;
}
