import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ gap: vars.space.md, height: '100%' });

/** List layout: the facts and actions sit beside the title on wide screens. */
export const list = style({
  '@media': {
    'screen and (min-width: 768px)': { flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap' },
  },
});

const wide = 'screen and (min-width: 768px)';

/** In the list layout on wide screens, a part takes its share of the row; in the grid it keeps its height. */
const rowShare = (flex: string) => ({ '@media': { [wide]: { selectors: { [`${list} > &`]: { flex } } } } });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, ...rowShare('1 1 220px') });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dates = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  ...rowShare('2 1 280px'),
});

export const fact = style({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', margin: 0 });

export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const progress = style(rowShare('1 1 200px'));

export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', marginTop: 'auto' });

export const grow = style({ flex: 1 });
