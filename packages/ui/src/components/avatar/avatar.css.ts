import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import type { AvatarSize } from './avatar';
import type { AvatarTint } from './initials';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  verticalAlign: 'middle',
  userSelect: 'none',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

// Spec sizes sm, md, lg, xl (xl is the profile header avatar).
export const size = styleVariants({
  sm: { width: 32, height: 32, fontSize: vars.fontSize.xs },
  md: { width: 40, height: 40, fontSize: vars.fontSize.sm },
  lg: { width: 64, height: 64, fontSize: vars.fontSize.xl },
  xl: { width: 112, height: 112, fontSize: vars.fontSize.display },
} satisfies Record<AvatarSize, StyleRule>);

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
});

export const tint = styleVariants({
  primary: { backgroundColor: vars.color.primarySoft, color: vars.color.primarySoftText },
  secondary: { backgroundColor: vars.color.secondarySoft, color: vars.color.secondarySoftText },
  accent: { backgroundColor: vars.color.accentSoft, color: vars.color.accentSoftText },
} satisfies Record<AvatarTint, StyleRule>);
