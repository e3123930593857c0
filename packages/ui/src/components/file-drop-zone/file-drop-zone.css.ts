import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** One big button: click, Enter or Space opens the picker; files can be dropped on it. */
export const zone = style({
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
    // Busy (an upload runs): the button is disabled and shows that work is going on.
    '&:disabled': { cursor: 'progress', borderColor: vars.color.border, background: vars.color.surfaceSunken },
    // Unavailable (a limit is reached): still focusable so the reason can be read, but not inviting.
    '&[aria-disabled="true"]': {
      cursor: 'not-allowed',
      borderColor: vars.color.border,
      background: vars.color.surfaceSunken,
    },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
  marginBottom: vars.space.xxs,
});

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const browse = style({ color: vars.color.primarySoftText, textDecoration: 'underline', textUnderlineOffset: 3 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '52ch' });
