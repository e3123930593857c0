import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import type { BadgeSize, BadgeTone } from './badge';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
});

export const tone = styleVariants({
  neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted, borderColor: vars.color.border },
  primary: { backgroundColor: vars.color.primarySoft, color: vars.color.primarySoftText },
  secondary: { backgroundColor: vars.color.secondarySoft, color: vars.color.secondarySoftText },
  accent: { backgroundColor: vars.color.accentSoft, color: vars.color.accentSoftText },
  success: { backgroundColor: vars.color.successSoft, color: vars.color.successSoftText },
  danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerSoftText },
  solid: { backgroundColor: vars.color.primary, color: vars.color.textOnPrimary },
} satisfies Record<BadgeTone, StyleRule>);

export const size = styleVariants({
  sm: { height: 22, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.xs },
  md: { height: 28, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
} satisfies Record<BadgeSize, StyleRule>);

export const icon = style({ display: 'inline-flex' });
