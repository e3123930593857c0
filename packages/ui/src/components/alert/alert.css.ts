import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import type { AlertTone } from './alert';

export const base = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontSize: vars.fontSize.sm,
});

export const tone = styleVariants({
  danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerSoftText, borderColor: vars.color.danger },
  success: {
    backgroundColor: vars.color.successSoft,
    color: vars.color.successSoftText,
    borderColor: vars.color.success,
  },
  info: {
    backgroundColor: vars.color.secondarySoft,
    color: vars.color.secondarySoftText,
    borderColor: vars.color.secondary,
  },
  warning: { backgroundColor: vars.color.accentSoft, color: vars.color.accentSoftText, borderColor: vars.color.accent },
} satisfies Record<AlertTone, StyleRule>);

export const icon = style({ display: 'flex', paddingTop: 1 });

export const title = style({ fontWeight: vars.fontWeight.bold });
