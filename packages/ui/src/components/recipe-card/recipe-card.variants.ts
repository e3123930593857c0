import { cva } from 'class-variance-authority';
import * as styles from './recipe-card.css';

export const cardRoot = cva(styles.root, { variants: { layout: styles.layout }, defaultVariants: { layout: 'grid' } });
export const cardMedia = cva(styles.media, {
  variants: { layout: styles.mediaLayout },
  defaultVariants: { layout: 'grid' },
});
export const difficultyDot = cva(styles.difficultyDot, { variants: { difficulty: styles.difficulty } });
