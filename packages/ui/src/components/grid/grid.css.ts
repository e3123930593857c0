import { style, styleVariants } from '@vanilla-extract/css';

export const base = style({ display: 'grid' });

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'end' },
});
