import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

export const tab = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const stack = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });

export const tight = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });

export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, margin: 0 });

export const subTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const intro = style({ color: vars.color.textMuted, margin: 0, maxWidth: '70ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const busyLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  margin: 0,
});

export const list = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.xs });

export const plainList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });

export const link = style({ color: vars.color.primarySoftText, overflowWrap: 'anywhere', textUnderlineOffset: 3 });

export const itemName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const note = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});
