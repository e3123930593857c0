import { BREAKPOINTS, vars } from '@potluck/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

const tablet = `screen and (min-width: ${BREAKPOINTS.tablet}px)`;
const desktop = `screen and (min-width: ${BREAKPOINTS.desktop}px)`;
const TOP_BAR_HEIGHT = 64;

export const shell = style({ minHeight: '100vh' });

export const skipLink = style({
  position: 'fixed',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const sidebar = style({
  position: 'fixed',
  insetBlock: 0,
  left: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.sm}`,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  overflowX: 'hidden',
  overflowY: 'auto',
  transition: `width ${vars.motion.base} ${vars.motion.easing}, transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    '&[data-presentation="hidden"]': { visibility: 'hidden', transform: 'translateX(-100%)', width: 320 },
    '&[data-presentation="overlay"]': { zIndex: vars.zIndex.modal, boxShadow: vars.shadow.lg },
  },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
});

export const sidebarHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 48,
  paddingInline: vars.space.xs,
  marginBottom: vars.space.sm,
  selectors: { [`${sidebar}[data-presentation="rail"] &`]: { flexDirection: 'column', paddingInline: 0 } },
});

export const desktopOnly = style({ display: 'none', '@media': { [desktop]: { display: 'inline-flex' } } });

export const navList = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.xxs });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: 44,
  paddingInline: 13,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  },
});
globalStyle(`${navLink} svg`, { flexShrink: 0 });

export const navLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

/** On the rail the label stays for screen readers (the link's name) but takes no room. */
export const navLabelHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});

export const sidebarFoot = style({ marginTop: 'auto', paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  marginLeft: 'var(--content-inset, 0px)',
  transition: `margin-left ${vars.motion.base} ${vars.motion.easing}`,
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: TOP_BAR_HEIGHT,
  paddingInline: vars.space.lg,
  background: `color-mix(in srgb, ${vars.color.background} 88%, transparent)`,
  backdropFilter: 'blur(8px)',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [tablet]: { paddingInline: vars.space.xl } },
});

/** The menu button opens the overlay; at desktop width the sidebar has its own toggle. */
export const menuButton = style({ '@media': { [desktop]: { display: 'none' } } });

export const topBarBrand = style({ '@media': { [tablet]: { display: 'none' } } });

export const topBarEnd = style({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const userButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const userName = style({
  display: 'none',
  maxWidth: 200,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [tablet]: { display: 'inline' } },
});

export const menuWho = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  outline: 'none',
  '@media': { [tablet]: { padding: `${vars.space.xxl} ${vars.space.xxl} ${vars.space.xxxl}` } },
});
