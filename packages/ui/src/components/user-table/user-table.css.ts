import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Narrower than a tablet: each member becomes a card (a container query, so it follows the table's room). */
const PHONE = '(max-width: 720px)';

export const container = style({ containerType: 'inline-size', width: '100%', overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@container': { [PHONE]: { display: 'block' } },
});

export const head = style({ '@container': { [PHONE]: { display: 'none' } } });

export const body = style({
  '@container': { [PHONE]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } },
});

export const headCell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': {
    [PHONE]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: vars.space.xs,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
    },
  },
});

export const inactiveRow = style({ color: vars.color.textMuted });

export const cell = style({
  padding: vars.space.sm,
  verticalAlign: 'middle',
  '@container': {
    [PHONE]: {
      overflowWrap: 'anywhere',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: vars.space.xxs,
      padding: 0,
      selectors: {
        '&::before': {
          content: 'attr(data-label)',
          color: vars.color.textMuted,
          fontSize: vars.fontSize.xs,
          fontWeight: vars.fontWeight.semibold,
        },
      },
    },
  },
});

export const wide = style({ '@container': { [PHONE]: { gridColumn: '1 / -1' } } });

export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const username = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

export const actions = style({
  display: 'flex',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
  '@container': { [PHONE]: { justifyContent: 'flex-start', flexWrap: 'wrap', paddingTop: vars.space.xs } },
});

export const actionsCell = style({
  '@container': { [PHONE]: { selectors: { '&::before': { display: 'none' } } } },
});

export const headActions = style({ textAlign: 'right' });

export const rowHeader = style({ textAlign: 'left', fontWeight: vars.fontWeight.regular });
