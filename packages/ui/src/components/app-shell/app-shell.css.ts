import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { SIDEBAR_WIDTH } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import type { SidebarMode } from './sidebar-mode';

export const shell = style({
  display: 'grid',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  transitionProperty: 'grid-template-columns',
  transitionDuration: vars.motion.slow,
  transitionTimingFunction: vars.motion.easing,
});

export const columns = styleVariants({
  expanded: { gridTemplateColumns: `${SIDEBAR_WIDTH.open}px minmax(0, 1fr)` },
  collapsed: { gridTemplateColumns: `${SIDEBAR_WIDTH.collapsed}px minmax(0, 1fr)` },
  overlay: { gridTemplateColumns: 'minmax(0, 1fr)' },
} satisfies Record<SidebarMode, StyleRule>);

export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const content = style({
  flex: 1,
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}`,
  '@media': { 'screen and (max-width: 767px)': { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: -100,
  zIndex: vars.zIndex.toast,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { top: vars.space.md } },
});
