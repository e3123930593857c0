import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space.xl, maxWidth: 720 });

export const cardTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.lg });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: vars.space.sm, maxWidth: '60ch' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '60ch' });
