import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const linkField = style({ flex: '1 1 16rem', minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const qrFrame = style({
  display: 'grid',
  placeItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  minHeight: 240,
  borderRadius: vars.radius.lg,
  // A QR code needs a light quiet zone to scan, in the dark theme too.
  backgroundColor: '#ffffff',
  color: '#1c1917',
});

export const qrImage = style({ width: 'min(240px, 70vw)', height: 'auto', imageRendering: 'pixelated' });
