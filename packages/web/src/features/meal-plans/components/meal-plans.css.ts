import { globalStyle, style } from '@vanilla-extract/css';
import { touchTarget, vars } from '@potluck/ui/tokens';

/** Groups the form's fields for `disabled` while saving, without a fieldset's own box. */
export const fieldset = style({ display: 'contents', border: 0, margin: 0, padding: 0, minWidth: 0 });

export const search = style({ flex: '1 1 220px', maxWidth: 420 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const weekNav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const weekLabel = style({ fontWeight: vars.fontWeight.semibold, textAlign: 'center' });

export const breadcrumb = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** The way back to all plans: drawn as a line of small text, tapped in 44 px on a touch screen. */
export const breadcrumbLink = style([touchTarget]);

export const figure = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxs });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.xs,
  borderBottom: `1px dashed ${vars.color.border}`,
});

export const capitalized = style({ textTransform: 'capitalize' });

export const slotColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A draggable meal's wrapper passes the column's height on to its slot. */
export const mealCell = style({ display: 'flex', flexDirection: 'column', flexGrow: 1 });
globalStyle(`${mealCell} > *`, { flexGrow: 1 });
/** Slots fill their column, so the Custom meal buttons of a day line up whatever the slots hold. */
globalStyle(`${slotColumn} > [role="group"]`, { flexGrow: 1 });

/** Three tabs with counts are wider than a phone: the row scrolls instead of widening the page. */
export const tabs = style({ maxWidth: '100%', overflowX: 'auto', overflowY: 'hidden' });

export const dayChecks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.xs,
  maxHeight: 240,
  overflowY: 'auto',
});

/** A grid item may shrink below its content's width, so the tab row can scroll inside it. */
export const tabsRoot = style({ minWidth: 0 });

export const select = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const templateCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const templateActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', marginTop: 'auto' });

export const actionRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const planRanges = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg });

export const recipeCover = style({ width: '100%', maxHeight: 260, objectFit: 'cover', borderRadius: vars.radius.md });

export const recipeSteps = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.sm });

/** A slot column under a dragged meal. */
export const dropOver = style([
  slotColumn,
  {
    borderRadius: vars.radius.md,
    outline: `2px dashed ${vars.color.primary}`,
    outlineOffset: 2,
    backgroundColor: vars.color.primarySoft,
  },
]);

/** The meal being dragged stays in place, faded, while its preview follows the pointer. */
export const dragging = style([mealCell, { opacity: 0.4 }]);

/** Touch drags start on the handle instead of scrolling the page. */
export const dragHandle = style({ touchAction: 'none', cursor: 'grab' });

export const dragPreview = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.primary}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  cursor: 'grabbing',
  whiteSpace: 'nowrap',
});
