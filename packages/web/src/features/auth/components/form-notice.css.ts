import { vars } from '@potluck/ui/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  marginBottom: vars.space.lg,
  overflowWrap: 'anywhere',
});

export const tone = styleVariants({
  error: { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerSoftText },
  success: { backgroundColor: vars.color.successSoft, color: vars.color.successSoftText },
  info: { backgroundColor: vars.color.secondarySoft, color: vars.color.secondarySoftText },
});

export const icon = style({ display: 'flex', flexShrink: 0, marginTop: 1 });
