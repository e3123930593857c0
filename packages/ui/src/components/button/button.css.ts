import { style, styleVariants, type ComplexStyleRule, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { touchTarget } from '../../tokens/utilities.css';
import type { ButtonSize, ButtonVariant } from './button';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1.5px solid transparent',
  borderRadius: vars.radius.full,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  letterSpacing: '0.01em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  transitionProperty: 'background-color, border-color, color, box-shadow, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:active:not(:disabled)': { transform: 'translateY(1px)' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.textOnPrimary,
    boxShadow: vars.shadow.sm,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.secondarySoft,
        borderColor: vars.color.secondary,
      },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken } },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.textOnPrimary,
    boxShadow: vars.shadow.sm,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerHover } },
  },
} satisfies Record<ButtonVariant, StyleRule>);

export const size = styleVariants({
  sm: [touchTarget, { height: 32, paddingInline: vars.space.md, fontSize: vars.fontSize.sm }],
  md: [touchTarget, { height: 40, paddingInline: vars.space.lg, fontSize: vars.fontSize.md }],
  lg: { height: 48, paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
} satisfies Record<ButtonSize, ComplexStyleRule>);

export const fullWidth = style({ width: '100%' });

/**
 * While loading the label keeps its width (no layout jump) and stays the button's accessible
 * name; only its pixels are hidden behind the spinner.
 */
export const hiddenContent = style({ opacity: 0, display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
