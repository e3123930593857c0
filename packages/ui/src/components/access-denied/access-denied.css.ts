import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  maxWidth: 520,
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 88,
  height: 88,
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  boxShadow: `0 0 0 10px ${vars.color.surfaceSunken}`,
});

export const title = style({ fontSize: vars.fontSize.xxl });

export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const action = style({ marginTop: vars.space.md });
