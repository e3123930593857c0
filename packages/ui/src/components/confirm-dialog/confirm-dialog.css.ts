import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import type { ConfirmTone } from './confirm-dialog';

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.lg,
  padding: vars.space.xl,
});

export const iconWrap = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
});

export const tone = styleVariants({
  danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.danger },
  primary: { backgroundColor: vars.color.primarySoft, color: vars.color.primary },
} satisfies Record<ConfirmTone, StyleRule>);

export const texts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingTop: vars.space.xs });
