import { style, styleVariants } from '@vanilla-extract/css';

export const base = style({ display: 'flex' });

export const wrap = styleVariants({ true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } });

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});
