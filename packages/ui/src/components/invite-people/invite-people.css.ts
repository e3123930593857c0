import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A hint led by an icon on its first line. */
export const iconHint = style([hint, { display: 'flex', alignItems: 'flex-start', gap: vars.space.xs }]);

export const hintIcon = style({ flexShrink: 0, marginTop: 3 });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const result = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const names = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const username = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const inviteForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
});

export const inviteTitle = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const searching = style({ display: 'flex', justifyContent: 'center', padding: vars.space.md });
