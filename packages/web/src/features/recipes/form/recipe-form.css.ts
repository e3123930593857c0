import { vars } from '@potluck/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Wide enough for an ingredient row on one line; the rows stack below it (phones, narrow panes). */
const WIDE_ROW = '(min-width: 780px)';

export const form = style({ display: 'grid', gap: vars.space.xl, maxWidth: 960, minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const sectionHeader = style({ display: 'grid', gap: vars.space.xs });

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const sectionHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '65ch' });

/** Short fields side by side, as many as fit. */
export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
});

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: vars.space.sm });

export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  padding: 0,
  marginBottom: vars.space.xs,
});

// On a touch screen the rows sit 24 px apart so the 22 px boxes' 44 px tap areas do not overlap.
export const checkboxGrid = style({
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  '@media': { '(pointer: coarse)': { rowGap: vars.space.xl } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingLeft: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.secondarySoft,
  color: vars.color.secondarySoftText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The row lists: each row decides its layout from the list's width, not the window's. */
export const rowsContainer = style({ containerType: 'inline-size', display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const rows = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });

export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

export const ingredientGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gridTemplateAreas: '"amount unit" "name name" "prep prep" "optional actions"',
  '@container': {
    [WIDE_ROW]: {
      // Fixed side columns so the column heads (a separate grid) line up with every row.
      gridTemplateColumns: '108px 112px minmax(0, 1.5fr) minmax(0, 1fr) 104px 128px',
      gridTemplateAreas: '"amount unit name prep optional actions"',
    },
  },
});

export const columnHeads = style({
  display: 'none',
  // Lines up with the inputs inside a row's padding; the optional and action columns are unlabelled.
  padding: `0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  '@container': { [WIDE_ROW]: { display: 'grid' } },
});

export const area = {
  amount: style({ gridArea: 'amount', minWidth: 0 }),
  unit: style({ gridArea: 'unit', minWidth: 0 }),
  name: style({ gridArea: 'name', minWidth: 0 }),
  prep: style({ gridArea: 'prep', minWidth: 0 }),
  optional: style({ gridArea: 'optional' }),
  actions: style({ gridArea: 'actions', justifySelf: 'end' }),
};

// On a touch screen the 40 px buttons sit 4 px apart so their 44 px tap areas do not overlap.
export const rowActions = style({
  display: 'flex',
  gap: vars.space.xxs,
  alignItems: 'center',
  '@media': { '(pointer: coarse)': { gap: vars.space.xs } },
});

export const stepRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"number text" "actions actions"',
  '@container': {
    [WIDE_ROW]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"number text actions"',
      alignItems: 'start',
    },
  },
});

export const stepNumber = style({
  gridArea: 'number',
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const stepText = style({ gridArea: 'text', display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const stepDetails = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 180px))',
});

export const stepActions = style({ gridArea: 'actions', justifySelf: 'end' });

export const rowError = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const listFooter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const actionsBar = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** On a phone both buttons take the full width, the main one on top. */
globalStyle(`${actionsBar} > *`, { '@media': { 'screen and (max-width: 479px)': { flex: '1 1 100%' } } });

export const pageStack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const backLink = style({ justifySelf: 'start' });

export const titleLine = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
