import { vars } from '@potluck/ui/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

const tablet = 'screen and (min-width: 768px)';

export const tabs = style({ marginBottom: vars.space.lg });

/** Below 768 px the four tabs tighten so all of them fit a phone's width. */
export const tabTrigger = style({
  '@media': {
    'screen and (max-width: 767.98px)': { padding: `${vars.space.md} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
  },
});

/** The toolbar already spaces the results from the tabs. */
export const tabContent = style({ paddingTop: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const searchForm = style({
  position: 'relative',
  flex: '1 1 100%',
  minWidth: 0,
  '@media': { [tablet]: { flexBasis: 280 } },
});

export const searchIcon = style({
  position: 'absolute',
  left: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
  display: 'inline-flex',
});

export const searchInput = style({ paddingLeft: 40 });

export const toolbarEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginLeft: 'auto' });

export const filterCount = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 20,
  height: 20,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  '@media': { [tablet]: { padding: vars.space.xl } },
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const panelGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
});

export const panelFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const chips = style({
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.secondarySoft,
  color: vars.color.secondarySoftText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.secondary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 24,
  marginBottom: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const results = styleVariants({
  grid: {
    padding: 0,
    display: 'grid',
    gap: vars.space.xl,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))',
  },
  list: { padding: 0, display: 'grid', gap: vars.space.md },
});

export const refreshing = style({ opacity: 0.6, transition: `opacity ${vars.motion.base}` });

export const resultItem = style({ display: 'grid', minWidth: 0, listStyle: 'none' });

export const selectable = style({ position: 'relative', display: 'grid', borderRadius: vars.radius.lg });

export const selectButton = style({
  position: 'absolute',
  inset: 0,
  zIndex: 3,
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'flex-start',
  padding: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover': {
      backgroundColor: 'rgba(255, 255, 255, 0.08)',
      boxShadow: `inset 0 0 0 2px ${vars.color.borderStrong}`,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { boxShadow: `inset 0 0 0 3px ${vars.color.primary}` },
  },
});

export const checkMark = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textOnPrimary,
  boxShadow: vars.shadow.sm,
  selectors: {
    [`${selectButton}[aria-pressed="true"] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
  },
});

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.lg,
  marginTop: vars.space.xxl,
});

export const pageLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const selectionBar = style({
  position: 'sticky',
  bottom: vars.space.lg,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.xl,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
});

export const selectionCount = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const selectionHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const selectionActions = style({ display: 'flex', gap: vars.space.sm, marginLeft: 'auto' });

export const chipItem = style({ listStyle: 'none' });
