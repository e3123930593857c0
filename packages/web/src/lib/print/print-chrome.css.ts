import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

// The frame every print page draws around its sheet: a sunken screen, screen-only controls, centred states.

/** Paper is white whatever the screen theme: the preview shows what the printer will get. */
export const paper = { ink: '#1f1a17', inkMuted: '#5c5049', rule: '#d9cfc4' } as const;

export const screen = style({
  minHeight: '100vh',
  padding: vars.space.xl,
  background: vars.color.surfaceSunken,
  outline: 'none',
  '@media': { print: { padding: 0, background: 'none', minHeight: 0 } },
});

export const toolbar = style({
  maxWidth: '8.5in',
  margin: `0 auto ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': { print: { display: 'none' } },
});

export const fallback = style({
  maxWidth: '8.5in',
  margin: `0 auto ${vars.space.lg}`,
  '@media': { print: { display: 'none' } },
});

export const centered = style({ minHeight: '70vh', display: 'grid', placeItems: 'center' });

/** A Letter sheet on screen, the bare page on paper; each page sets its own line height. */
export const sheet = style({
  maxWidth: '8.5in',
  margin: '0 auto',
  padding: '0.5in',
  background: '#fff',
  color: paper.ink,
  boxShadow: vars.shadow.md,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  fontSize: '11pt',
  '@media': {
    print: { maxWidth: 'none', padding: 0, boxShadow: 'none', borderRadius: 0 },
    'screen and (max-width: 600px)': { padding: vars.space.lg },
  },
});
