import { style, styleVariants, type ComplexStyleRule, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { touchTarget } from '../../tokens/utilities.css';
import type { IconButtonSize, IconButtonVariant } from './icon-button';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: '1.5px solid transparent',
  borderRadius: vars.radius.full,
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const variant = styleVariants({
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text } },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong, backgroundColor: vars.color.surfaceSunken },
    },
  },
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.textOnPrimary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
  },
  danger: {
    backgroundColor: 'transparent',
    color: vars.color.danger,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerSoft } },
  },
} satisfies Record<IconButtonVariant, StyleRule>);

export const size = styleVariants({
  sm: [touchTarget, { width: 32, height: 32 }],
  md: [touchTarget, { width: 40, height: 40 }],
  lg: { width: 48, height: 48 },
} satisfies Record<IconButtonSize, ComplexStyleRule>);
