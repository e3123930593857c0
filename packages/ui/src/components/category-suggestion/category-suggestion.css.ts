import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import type { SuggestionLevel } from '@potluck/api/domain';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: 32,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const category = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

// A border in the band's colour keeps the three bands apart for people who cannot tell the fills
// apart; the percentage carries the meaning too.
export const level = styleVariants({
  high: { borderColor: vars.color.success },
  medium: { borderColor: vars.color.accent },
  low: { borderColor: vars.color.danger },
} satisfies Record<SuggestionLevel, StyleRule>);

export const warning = style({ color: vars.color.accentSoftText, display: 'inline-flex', gap: vars.space.xs });

export const retry = style({
  background: 'none',
  border: 'none',
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  fontSize: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  minHeight: 32,
});
