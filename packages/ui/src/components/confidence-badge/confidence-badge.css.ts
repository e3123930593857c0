import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import type { ConfidenceLevel } from './confidence-badge';

export const base = style({ letterSpacing: '0.01em' });

// A border in the level's colour keeps the three levels apart for people who cannot tell the
// fills apart; the wording carries the meaning too.
export const level = styleVariants({
  high: { borderColor: vars.color.success },
  medium: { borderColor: vars.color.accent },
  low: { borderColor: vars.color.danger },
} satisfies Record<ConfidenceLevel, StyleRule>);
