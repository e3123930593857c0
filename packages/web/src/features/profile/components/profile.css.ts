import { vars } from '@potluck/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const editorSection = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const coverPreview = style({
  height: 120,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundImage: `linear-gradient(120deg, ${vars.color.placeholderFrom}, ${vars.color.placeholderTo})`,
});
globalStyle(`${coverPreview} img`, { width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const formEnd = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

export const recipes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.md,
});
