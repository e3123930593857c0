import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({ display: 'grid', gap: vars.space.md });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const title = style({ fontSize: vars.fontSize.xl });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '60ch' });
export const failed = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
// On a phone the date takes the whole line and Download / Delete go under it (they squeezed it to three lines).
export const meta = style({ flex: '1 1 240px', display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const name = style({ fontWeight: 600 });
