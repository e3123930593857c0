import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { FADE_PX } from './tab-row-scroll';

const fadeBefore = createVar();
const fadeAfter = createVar();

/**
 * Tabs wider than the row scroll sideways (no scrollbar). An end with tabs out of sight fades out (tab-row-scroll.ts
 * marks it), so the cut tab reads as "more this way"; the row's bottom line stays whole (the second mask layer).
 */
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1.5px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  scrollPaddingInline: FADE_PX,
  vars: { [fadeBefore]: '0px', [fadeAfter]: '0px' },
  selectors: {
    '&[data-more-before]': { vars: { [fadeBefore]: `${FADE_PX}px` } },
    '&[data-more-after]': { vars: { [fadeAfter]: `${FADE_PX}px` } },
    '&[data-more-before], &[data-more-after]': {
      maskImage: `linear-gradient(to right, transparent, #000 ${fadeBefore}, #000 calc(100% - ${fadeAfter}), transparent), linear-gradient(#000, #000)`,
      maskSize: '100% 100%, 100% 2px',
      maskPosition: '0 0, 0 100%',
      maskRepeat: 'no-repeat',
    },
  },
});

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  marginBottom: -1.5,
  border: 'none',
  borderBottom: '3px solid transparent',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
  '@media': {
    // On a phone the triggers tighten up so three or four tabs fit the width instead of scrolling out of sight.
    'screen and (max-width: 480px)': { padding: `${vars.space.sm} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
    // A touch screen's tap target is at least 44 px tall.
    '(pointer: coarse)': { minHeight: 44 },
  },
  transitionProperty: 'color, border-color, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outlineOffset: -3 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const count = style({
  minWidth: 22,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
  textAlign: 'center',
  selectors: {
    [`${trigger}[data-state="active"] &`]: {
      backgroundColor: vars.color.primarySoft,
      color: vars.color.primarySoftText,
    },
  },
});

export const content = style({ paddingTop: vars.space.xl, outline: 'none' });
