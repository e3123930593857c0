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

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fact = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

export const list = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.xs });

export const plainList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });

export const description = style({ margin: 0, lineHeight: vars.lineHeight.normal, maxWidth: '70ch' });

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

/** The file drop zone is one big button: click, Enter or Space opens the picker; a file can be dropped on it. */
export const dropZone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-dragging="true"]': {
      borderColor: vars.color.primary,
      borderStyle: 'solid',
      background: vars.color.primarySoft,
    },
    '&:disabled': { cursor: 'progress', borderColor: vars.color.border, background: vars.color.surfaceSunken },
  },
});

export const dropIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});

export const dropTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const browse = style({ color: vars.color.primarySoftText, textDecoration: 'underline', textUnderlineOffset: 3 });
