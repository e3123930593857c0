import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';
import * as printChrome from '../../../lib/print/print-chrome.css';

const { ink, inkMuted, rule } = printChrome.paper;

/** The shared print frame, with less padding on a phone so the sheet keeps its width. */
export const screen = style([
  printChrome.screen,
  { '@media': { 'screen and (max-width: 600px)': { padding: vars.space.sm } } },
]);

export const sheet = style([printChrome.sheet, { lineHeight: 1.4 }]);

export const header = style({ borderBottom: `2px solid ${ink}`, paddingBottom: '8pt', marginBottom: '12pt' });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: '22pt',
  lineHeight: 1.15,
  margin: 0,
  color: ink,
});

export const meta = style({ margin: '4pt 0 0', color: inkMuted, fontSize: '10pt' });

/** Categories flow in two columns on paper; a category is never split across them. */
export const groups = style({
  columnCount: 2,
  columnGap: '24pt',
  '@media': { 'screen and (max-width: 600px)': { columnCount: 1 } },
});

export const group = style({ breakInside: 'avoid', marginBottom: '12pt' });

export const groupTitle = style({
  fontFamily: vars.font.heading,
  fontSize: '12pt',
  margin: '0 0 4pt',
  paddingBottom: '2pt',
  borderBottom: `1px solid ${rule}`,
  color: ink,
});

export const items = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: '6pt',
  padding: '3pt 0',
  borderBottom: `1px dotted ${rule}`,
});

/** An empty square to tick with a pen; a ticked item shows its tick and is struck through. */
export const box = style({
  flexShrink: 0,
  width: '10pt',
  height: '10pt',
  border: `1.2pt solid ${ink}`,
  borderRadius: '2pt',
  alignSelf: 'center',
  display: 'grid',
  placeItems: 'center',
  fontSize: '8pt',
  lineHeight: 1,
});

export const done = style({ textDecoration: 'line-through', color: inkMuted });

export const amount = style({ fontWeight: 700 });

export const notes = style({ color: inkMuted, fontSize: '9.5pt' });

export const empty = style({ color: inkMuted, fontStyle: 'italic' });

export const footer = style({ marginTop: '14pt', fontSize: '8.5pt', color: inkMuted });
