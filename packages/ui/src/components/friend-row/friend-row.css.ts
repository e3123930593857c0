import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  listStyle: 'none',
});

export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  // Below ~20rem the actions wrap onto their own line under the name (phones).
  flex: '1 1 14rem',
  minWidth: 0,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const nameLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const username = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontStyle: 'italic',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  flex: '0 0 auto',
  marginLeft: 'auto',
});

export const favorite = style({ color: vars.color.accent });

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });
