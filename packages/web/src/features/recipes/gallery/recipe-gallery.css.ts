import { vars } from '@potluck/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

const tablet = 'screen and (min-width: 768px)';

export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  margin: 0,
  marginInlineEnd: 'auto',
});

export const headerTools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const groupsRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'start' });
export const groupsColumn = style({ display: 'grid', gap: vars.space.lg });

export const group = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))' } },
});

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });

export const listItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 140px) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 240px) minmax(0, 1fr)' } },
});

export const thumbButton = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
  boxShadow: vars.shadow.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const thumbImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: { [`${thumbButton}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const thumbFrame = style({ position: 'relative', minWidth: 0 });

export const thumbBadge = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  pointerEvents: 'none',
});

export const meta = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const caption = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const mutedCaption = style([caption, { color: vars.color.textMuted, fontStyle: 'italic' }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, alignItems: 'center' });

export const cta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const ctaText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, flex: '1 1 220px' });

export const fileInput = style({ display: 'none' });

export const alerts = style({ display: 'grid', gap: vars.space.sm });

/* Hero: the featured photo as a zoomable button filling the existing media frame. */
export const heroButton = style([
  thumbButton,
  { height: '100%', aspectRatio: 'auto', borderRadius: 0, boxShadow: 'none' },
]);
export const heroImage = style([thumbImage]);
export const heroBadge = style({ position: 'absolute', top: vars.space.md, left: vars.space.md });
export const heroPending = style({ width: '100%', height: '100%', background: vars.color.skeleton });

/* Lightbox */
export const lightboxFigure = style({ display: 'grid', gap: vars.space.sm, margin: 0, justifyItems: 'center' });

export const lightboxFrame = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  minHeight: '200px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const lightboxImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '62vh',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
});

export const lightboxCaption = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const lightboxNav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
});

export const counter = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${lightboxNav} > *`, { flexShrink: 0 });

export const form = style({ display: 'grid', gap: vars.space.lg });
export const formButtons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
