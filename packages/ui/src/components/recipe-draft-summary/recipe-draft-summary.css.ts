import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const subTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const description = style({ margin: 0, lineHeight: vars.lineHeight.normal, maxWidth: '70ch' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const link = style({ color: vars.color.primarySoftText, overflowWrap: 'anywhere', textUnderlineOffset: 3 });

export const list = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.xs });
