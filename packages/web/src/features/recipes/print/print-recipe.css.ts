import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';
import * as printChrome from '../../../lib/print/print-chrome.css';

const { ink, inkMuted, rule } = printChrome.paper;
const accent = '#9a3b1c';

export const sheet = style([printChrome.sheet, { lineHeight: 1.45 }]);

export const header = style({ borderBottom: `2px solid ${ink}`, paddingBottom: '10pt', marginBottom: '14pt' });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: '24pt',
  lineHeight: 1.15,
  margin: 0,
  color: ink,
});

export const byline = style({ margin: '4pt 0 0', color: inkMuted, fontSize: '10pt' });

export const description = style({ margin: '8pt 0 0', fontStyle: 'italic', color: ink });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: '22pt',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr' } },
});

export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: '13pt',
  margin: '0 0 6pt',
  paddingBottom: '3pt',
  borderBottom: `1px solid ${rule}`,
  color: ink,
});

export const ingredients = style({ listStyle: 'none', margin: 0, padding: 0 });
export const ingredient = style({ padding: '3pt 0', borderBottom: `1px dotted ${rule}`, breakInside: 'avoid' });
export const amount = style({ fontWeight: 700, marginInlineEnd: '4pt' });
export const soft = style({ color: inkMuted });

export const steps = style({ margin: 0, paddingInlineStart: '18pt' });
export const step = style({
  marginBottom: '7pt',
  breakInside: 'avoid',
  paddingInlineStart: '2pt',
  selectors: { '&::marker': { fontWeight: 700, color: accent } },
});
export const stepMeta = style({ display: 'block', color: inkMuted, fontSize: '9.5pt' });

export const notes = style({
  marginTop: '16pt',
  paddingTop: '8pt',
  borderTop: `1px solid ${rule}`,
  breakInside: 'avoid',
});
export const notesText = style({ margin: 0, whiteSpace: 'pre-line' });

export const footer = style({
  marginTop: '16pt',
  fontSize: '8.5pt',
  color: inkMuted,
  display: 'flex',
  justifyContent: 'space-between',
  gap: '12pt',
  flexWrap: 'wrap',
});
