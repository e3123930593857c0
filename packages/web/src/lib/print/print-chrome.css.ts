import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

// The frame every print page draws around its sheet: a sunken screen, screen-only controls, centred states.

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
