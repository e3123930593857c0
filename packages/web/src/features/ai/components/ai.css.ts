import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

/* The AI panels' shared styles; the AI chef home (features/ai-home) re-exports these rather than repeating them. */

export const stack = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const panelTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, margin: 0 });

export const subTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const statusLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const list = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.xs });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

export const description = style({ margin: 0, lineHeight: vars.lineHeight.normal, maxWidth: '70ch' });

export const answer = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  lineHeight: vars.lineHeight.normal,
  maxWidth: '70ch',
});

export const group = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

export const fresh = style({ borderColor: vars.color.accent, background: vars.color.accentSoft });

export const substitution = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
});
