import { BREAKPOINTS, SIDEBAR_WIDTH } from '@potluck/ui/tokens';
import { SIDEBAR_STORAGE_KEYS } from '../../../lib/storage-keys';

// Geometry (768 / 1024 px, 64 / 320 px: spec 000 §2, 001 §9) comes from the design tokens so the
// CSS and this logic cannot disagree.
/** Open until the person chooses otherwise at desktop width. */
export const DEFAULT_DESKTOP_OPEN = true;

export type Viewport = 'mobile' | 'tablet' | 'desktop';

export const viewportFor = (width: number): Viewport =>
  width < BREAKPOINTS.tablet ? 'mobile' : width < BREAKPOINTS.desktop ? 'tablet' : 'desktop';

export interface SidebarState {
  viewport: Viewport;
  /** The stored desktop choice; only read at 1024 px and up. */
  desktopOpen: boolean;
  /** The overlay opened by the menu button below 1024 px; never stored. */
  overlayOpen: boolean;
}

/**
 * How the sidebar is drawn.
 * - hidden: nothing on screen (phone, closed)
 * - rail: 64 px icons only
 * - docked: 320 px beside the content
 * - overlay: 320 px above the content with a backdrop (phone or tablet, opened by the menu button)
 */
export type SidebarPresentation = 'hidden' | 'rail' | 'docked' | 'overlay';

export interface SidebarLayout {
  presentation: SidebarPresentation;
  /** Width of the sidebar itself. */
  width: number;
  /** Space the content keeps free for it (an overlay covers the content instead). */
  contentInset: number;
  /** Labels shown (320 px) rather than icons only. */
  expanded: boolean;
}

export function sidebarLayout(state: SidebarState): SidebarLayout {
  const { open, collapsed } = SIDEBAR_WIDTH;
  switch (state.viewport) {
    case 'mobile':
      return state.overlayOpen
        ? { presentation: 'overlay', width: open, contentInset: 0, expanded: true }
        : { presentation: 'hidden', width: 0, contentInset: 0, expanded: false };
    case 'tablet':
      return state.overlayOpen
        ? { presentation: 'overlay', width: open, contentInset: collapsed, expanded: true }
        : { presentation: 'rail', width: collapsed, contentInset: collapsed, expanded: false };
    case 'desktop':
      return state.desktopOpen
        ? { presentation: 'docked', width: open, contentInset: open, expanded: true }
        : { presentation: 'rail', width: collapsed, contentInset: collapsed, expanded: false };
  }
}

export type SidebarAction =
  | { type: 'toggle' }
  /** Escape, backdrop click or a link followed: an overlay closes, a docked sidebar stays. */
  | { type: 'dismiss' }
  | { type: 'resize'; width: number };

export function sidebarReducer(state: SidebarState, action: SidebarAction): SidebarState {
  switch (action.type) {
    case 'toggle':
      return state.viewport === 'desktop'
        ? { ...state, desktopOpen: !state.desktopOpen }
        : { ...state, overlayOpen: !state.overlayOpen };
    case 'dismiss':
      return state.overlayOpen ? { ...state, overlayOpen: false } : state;
    case 'resize': {
      const viewport = viewportFor(action.width);
      // Crossing a breakpoint closes an overlay: it belongs to the size it was opened at.
      return viewport === state.viewport ? state : { ...state, viewport, overlayOpen: false };
    }
  }
}

/** The persistence rule: only a change made at desktop width is stored. */
export const shouldPersist = (before: SidebarState, after: SidebarState): boolean =>
  after.viewport === 'desktop' && before.desktopOpen !== after.desktopOpen;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function readDesktopOpen(storage: KeyValueStore | undefined): boolean {
  try {
    if (storage?.getItem(SIDEBAR_STORAGE_KEYS.desktopPref) !== 'user') return DEFAULT_DESKTOP_OPEN;
    const open = storage.getItem(SIDEBAR_STORAGE_KEYS.open);
    return open === 'true' ? true : open === 'false' ? false : DEFAULT_DESKTOP_OPEN;
  } catch {
    return DEFAULT_DESKTOP_OPEN;
  }
}

export function writeDesktopOpen(storage: KeyValueStore | undefined, open: boolean): void {
  try {
    storage?.setItem(SIDEBAR_STORAGE_KEYS.open, String(open));
    storage?.setItem(SIDEBAR_STORAGE_KEYS.desktopPref, 'user');
  } catch {
    // Full or blocked storage: the choice lasts for this visit only.
  }
}

export const initialSidebarState = (width: number, desktopOpen: boolean): SidebarState => ({
  viewport: viewportFor(width),
  desktopOpen,
  overlayOpen: false,
});
