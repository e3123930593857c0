import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 72,
  height: 72,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const message = style({ maxWidth: 460, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
