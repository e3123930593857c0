import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import type { RecipeCardLayout } from './recipe-card';
import type { Difficulty } from './recipe-card.types';

export const root = style({
  position: 'relative',
  display: 'flex',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'box-shadow, transform, border-color',
  transitionDuration: vars.motion.base,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)', borderColor: vars.color.borderStrong },
    '&:focus-within': { borderColor: vars.color.borderStrong },
  },
});

export const layout = styleVariants({
  grid: { flexDirection: 'column' },
  list: { flexDirection: 'row', alignItems: 'stretch' },
} satisfies Record<RecipeCardLayout, StyleRule>);

export const media = style({ position: 'relative', flexShrink: 0, backgroundColor: vars.color.surfaceSunken });

export const mediaLayout = styleVariants({
  grid: { aspectRatio: '4 / 3', width: '100%' },
  list: { width: 168, minHeight: 136 },
} satisfies Record<RecipeCardLayout, StyleRule>);

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  background: `linear-gradient(135deg, ${vars.color.placeholderFrom}, ${vars.color.placeholderTo})`,
  color: vars.color.primarySoftText,
});

export const overlayTop = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  right: vars.space.sm,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  // Above the stretched title link so the delete button stays clickable.
  zIndex: 2,
  pointerEvents: 'none',
});

export const overlayAction = style({ pointerEvents: 'auto', marginLeft: 'auto' });

export const deleteButton = style({
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerSoft } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** The title link covers the whole card, so the card is one big click target. */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  borderTop: `1px dashed ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const likes = style({ marginLeft: 'auto', color: vars.color.primary, fontWeight: vars.fontWeight.semibold });

export const difficultyDot = style({ width: 8, height: 8, borderRadius: vars.radius.full });

export const difficulty = styleVariants({
  easy: { backgroundColor: vars.color.secondary },
  medium: { backgroundColor: vars.color.accent },
  hard: { backgroundColor: vars.color.primary },
} satisfies Record<Difficulty, StyleRule>);
