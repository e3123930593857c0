import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { fadeIn, slideInLeft } from '../../tokens/animations.css';
import { SIDEBAR_WIDTH } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import type { SidebarMode } from './sidebar-mode';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  height: '100%',
  padding: `${vars.space.lg} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
  overflowX: 'hidden',
});

export const docked = style({ position: 'sticky', top: 0, height: '100vh' });

export const width = styleVariants({
  expanded: { width: SIDEBAR_WIDTH.open },
  collapsed: {
    width: SIDEBAR_WIDTH.collapsed,
    paddingLeft: vars.space.sm,
    paddingRight: vars.space.sm,
    alignItems: 'center',
  },
  overlay: { width: SIDEBAR_WIDTH.open },
} satisfies Record<SidebarMode, StyleRule>);

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 40,
  paddingLeft: vars.space.xs,
});

export const headCollapsed = style({ flexDirection: 'column', paddingLeft: 0 });

export const nav = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const footerList = style([
  list,
  { marginTop: 'auto', paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` },
]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&[aria-current="page"]': { backgroundColor: vars.color.primarySoft, color: vars.color.primarySoftText },
  },
});

export const itemCollapsed = style({ justifyContent: 'center', width: 44, padding: 0 });

export const itemIcon = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

/** The count of new things after a label (Activity). */
export const itemBadge = style({
  marginLeft: 'auto',
  minWidth: 22,
  height: 22,
  padding: `0 ${vars.space.xs}`,
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** The same, as a dot on the icon of the collapsed sidebar. */
export const itemDot = style({
  position: 'absolute',
  top: -2,
  right: -3,
  width: 9,
  height: 9,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const overlayBackdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}`,
});

export const overlayPanel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: vars.zIndex.modal,
  maxWidth: '88vw',
  boxShadow: vars.shadow.lg,
  animation: `${slideInLeft} ${vars.motion.slow} ${vars.motion.easing}`,
  outline: 'none',
});
