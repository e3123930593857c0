import { style } from '@vanilla-extract/css';
import { vars } from '@potluck/ui/tokens';

export const tabsRoot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: 760 });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const narrow = style({ maxWidth: 640, width: '100%' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const inviteCard = style({
  maxWidth: 480,
  width: '100%',
  margin: `${vars.space.lg} auto`,
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
});

export const inviteHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The card centres its text; a message inside it reads from the start. */
export const inviteAlert = style({ textAlign: 'start', width: '100%' });

export const inviteActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: 760 });
