import { style } from '@vanilla-extract/css';
import { fadeIn } from '../../tokens/animations.css';
import { vars } from '../../tokens/contract.css';

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: 260,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.md,
  animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
});

export const arrow = style({ fill: vars.color.text });
