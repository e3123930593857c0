import { BREAKPOINTS, SIDEBAR_WIDTH } from '../../tokens/breakpoints';

export const SIDEBAR_MODES = ['expanded', 'collapsed', 'overlay'] as const;
export type SidebarMode = (typeof SIDEBAR_MODES)[number];

/**
 * How the sidebar shows at a viewport width (spec 000 §2 navigation shell): below 768 px a hidden
 * overlay; 768 to 1023 collapsed; from 1024 the user's stored choice (open unless they collapsed
 * it). The web app keeps the stored choice (desktop only) and passes it in.
 */
export function resolveSidebarMode(viewportWidth: number, storedOpen: boolean | null | undefined): SidebarMode {
  if (viewportWidth < BREAKPOINTS.tablet) return 'overlay';
  if (viewportWidth < BREAKPOINTS.desktop) return 'collapsed';
  return storedOpen === false ? 'collapsed' : 'expanded';
}

/** Width the docked sidebar takes in the layout, in px (the overlay takes none). */
export function sidebarWidth(mode: SidebarMode): number {
  if (mode === 'overlay') return 0;
  return mode === 'collapsed' ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.open;
}
