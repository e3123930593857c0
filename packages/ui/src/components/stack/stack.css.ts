import { style, styleVariants } from '@vanilla-extract/css';

// A grid rather than a column flexbox: children stretch to the stack's width and a long word or a wide
// child cannot push the stack wider than its column (minWidth 0), as the hand-written stacks did.
export const base = style({ display: 'grid', alignContent: 'start', minWidth: 0 });

export const align = styleVariants({
  stretch: { justifyItems: 'stretch' },
  start: { justifyItems: 'start' },
  center: { justifyItems: 'center' },
  end: { justifyItems: 'end' },
});

/** Lists laid out by a primitive keep no bullets, indent or margins of their own. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
