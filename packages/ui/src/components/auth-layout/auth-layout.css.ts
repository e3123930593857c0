import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

// One gingham stripe: the primary colour at a whisper, so it tints both light and dark paper.
const stripe = `color-mix(in srgb, ${vars.color.primary} 7%, transparent)`;

/** A faint gingham tablecloth behind the card: warm, and obviously a kitchen. */
export const tablecloth = style({
  backgroundColor: vars.color.background,
  backgroundImage: [
    `repeating-linear-gradient(0deg, transparent 0 28px, ${stripe} 28px 56px)`,
    `repeating-linear-gradient(90deg, transparent 0 28px, ${stripe} 28px 56px)`,
  ].join(', '),
});

export const page = style([
  tablecloth,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xl,
    minHeight: '100vh',
    padding: `${vars.space.xxl} ${vars.space.lg}`,
  },
]);

export const card = style({
  width: '100%',
  maxWidth: 440,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const title = style({ fontSize: vars.fontSize.xxl });

export const description = style({ color: vars.color.textMuted });

export const footer = style({
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
