import { vars } from '@potluck/ui/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const limitsMissing = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.dangerSoftText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const rejectedList = style({ display: 'grid', gap: vars.space.xxs, listStyle: 'none', padding: 0, margin: 0 });

export const rejectedName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const tile = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  selectors: {
    '&[data-featured="true"]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});

export const frame = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: `linear-gradient(135deg, ${vars.color.placeholderFrom}, ${vars.color.placeholderTo})`,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const featuredBadge = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  boxShadow: vars.shadow.sm,
});

export const removeButton = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  boxShadow: vars.shadow.sm,
});

export const uploading = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.xs,
  background: vars.color.overlay,
  color: '#fff',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const tileMeta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: 36,
});

export const fileName = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const featuredNote = style({
  color: vars.color.primarySoftText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const fields = style({ display: 'grid', gap: vars.space.sm });

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const loadFailed = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
