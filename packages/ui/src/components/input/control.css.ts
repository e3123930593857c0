import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The look shared by every text-like control (input, textarea, select trigger). */
export const control = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1.5px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
    '&:focus-visible': { outlineOffset: 1, borderColor: vars.color.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled, &[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
    },
    '&[readonly]': { backgroundColor: vars.color.surfaceSunken },
  },
});
