import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const cover = style({
  position: 'relative',
  height: 140,
  backgroundImage: `linear-gradient(120deg, ${vars.color.placeholderFrom}, ${vars.color.placeholderTo})`,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  '@media': { 'screen and (min-width: 768px)': { height: 200 } },
});

export const coverImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

export const identity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginTop: -48,
});

export const avatarSlot = style({
  borderRadius: vars.radius.full,
  padding: 4,
  backgroundColor: vars.color.surface,
  lineHeight: 0,
});

// Beside the avatar the names start below the cover; on a phone they take their own row under the avatar.
export const names = style({
  flex: '1 1 200px',
  minWidth: 0,
  paddingTop: 52,
  '@media': { 'screen and (max-width: 480px)': { flexBasis: '100%', paddingTop: 0 } },
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const username = style({ margin: 0, color: vars.color.textMuted });

export const bio = style({ margin: 0, maxWidth: '65ch' });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// On a touch screen the rows of the wrapped buttons sit 12 px apart, so their 44 px tap areas (32 px drawn) do not overlap.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { '(pointer: coarse)': { rowGap: vars.space.md } },
});
