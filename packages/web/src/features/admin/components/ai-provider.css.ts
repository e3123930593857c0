import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.xl });

export const statusList = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const statusRow = style({
  display: 'grid',
  gap: vars.space.xxs,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '9rem 1fr', gap: vars.space.md } },
});

export const statusLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const statusValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const inline = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const formTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
