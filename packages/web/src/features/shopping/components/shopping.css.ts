import { BREAKPOINTS, vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${BREAKPOINTS.tablet - 1}px)`;

export const listCard = style({ gap: vars.space.sm, textDecoration: 'none', color: 'inherit' });

export const listCardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 760,
  width: '100%',
  // Room for the thumb bar at the bottom of a phone.
  '@media': { [phone]: { paddingBottom: 96 } },
});

export const detailHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const titleRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const title = style({
  margin: 0,
  flex: 1,
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [phone]: { fontSize: vars.fontSize.xl } },
});

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [phone]: { display: 'none' } },
});

/**
 * The thumb bar: on a phone the main actions sit at the bottom of the screen, within reach of the hand
 * holding it; on larger screens they are in the header and this bar is not shown.
 */
export const thumbBar = style({
  display: 'none',
  '@media': {
    [phone]: {
      display: 'flex',
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: vars.zIndex.sticky,
      gap: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.md} calc(${vars.space.sm} + env(safe-area-inset-bottom))`,
      backgroundColor: vars.color.surfaceRaised,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const thumbButton = style({ flex: 1, minHeight: 52 });

export const addForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  scrollMarginBottom: 120,
});

export const wide = style({ gridColumn: '1 / -1' });

export const formActions = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' });

export const offline = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.accentSoftText });

export const recipeRows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const recipeRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const recipeTitle = style({ flex: 1, minWidth: 140, fontWeight: vars.fontWeight.semibold });

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const stepperValue = style({ minWidth: 32, textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

export const templateItemRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
  gap: vars.space.xs,
  alignItems: 'end',
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  border: 'none',
  padding: 0,
  margin: 0,
});
