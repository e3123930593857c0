import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({ display: 'flex', flexDirection: 'column', padding: 0, margin: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xs}`,
  borderBottom: `1px dashed ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const box = style({ marginTop: 1 });

export const text = style({
  flex: 1,
  cursor: 'pointer',
  color: vars.color.text,
  transitionProperty: 'color, opacity',
  transitionDuration: vars.motion.base,
});

export const done = style({
  textDecoration: 'line-through',
  textDecorationThickness: '2px',
  textDecorationColor: vars.color.primary,
  color: vars.color.textMuted,
});

export const amount = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  marginRight: vars.space.xs,
});

export const detail = style({ color: vars.color.textMuted });

export const optional = style({ marginLeft: vars.space.sm, verticalAlign: 'middle' });
