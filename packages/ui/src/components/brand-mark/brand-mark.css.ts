import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import type { BrandMarkSize } from './brand-mark';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '42% 58% 55% 45% / 50% 45% 55% 50%',
  backgroundColor: vars.color.primary,
  color: vars.color.textOnPrimary,
  boxShadow: `inset 0 -3px 0 rgba(0, 0, 0, 0.12), ${vars.shadow.sm}`,
});

export const badgeSize = styleVariants({
  sm: { width: 32, height: 32 },
  md: { width: 40, height: 40 },
  lg: { width: 56, height: 56 },
} satisfies Record<BrandMarkSize, StyleRule>);

export const word = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.02em',
  lineHeight: 1,
});

export const wordSize = styleVariants({
  sm: { fontSize: vars.fontSize.lg },
  md: { fontSize: vars.fontSize.xl },
  lg: { fontSize: vars.fontSize.xxl },
} satisfies Record<BrandMarkSize, StyleRule>);
