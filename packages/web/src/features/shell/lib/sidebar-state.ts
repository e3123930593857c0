import { BREAKPOINTS, resolveSidebarMode, sidebarWidth, type SidebarMode } from '@potluck/ui';
import { SIDEBAR_STORAGE_KEYS } from '../../../lib/storage-keys';

// The width rules (768 / 1024 px, 64 / 320 px: spec 000 §2, 001 §9) live in the design system's
// resolveSidebarMode; this module adds what the page owns: the overlay's open state, toggling,
// and the desktop-only persistence.

/** Open until the person chooses otherwise at desktop width. */
export const DEFAULT_DESKTOP_OPEN = true;

export type Viewport = 'mobile' | 'tablet' | 'desktop';

export const viewportFor = (width: number): Viewport =>
  width < BREAKPOINTS.tablet ? 'mobile' : width < BREAKPOINTS.desktop ? 'tablet' : 'desktop';

export interface SidebarState {
  /** Window width in px. */
  width: number;
  /** The stored desktop choice; only applies at 1024 px and up. */
  desktopOpen: boolean;
  /** The overlay opened by the menu button below 768 px; never stored. */
  overlayOpen: boolean;
}

export interface SidebarView {
  /** expanded (320 px docked), collapsed (64 px docked) or overlay (hidden drawer). */
  mode: SidebarMode;
  /** Overlay only: the drawer is showing. */
  overlayOpen: boolean;
  /** Space the sidebar takes on screen, in px. */
  width: number;
  /** The person can collapse or expand it (desktop width only; a tablet is always collapsed). */
  collapsible: boolean;
}

export function sidebarView(state: SidebarState): SidebarView {
  const mode = resolveSidebarMode(state.width, state.desktopOpen);
  const overlayOpen = mode === 'overlay' && state.overlayOpen;
  return {
    mode,
    overlayOpen,
    width: mode === 'overlay' ? (overlayOpen ? 320 : 0) : sidebarWidth(mode),
    collapsible: viewportFor(state.width) === 'desktop',
  };
}

export type SidebarAction =
  /** The menu button (phone) or the collapse button (desktop); nothing to toggle on a tablet. */
  | { type: 'toggle' }
  /** Escape, backdrop, close button or a followed link: the overlay closes. */
  | { type: 'dismiss' }
  | { type: 'resize'; width: number };

export function sidebarReducer(state: SidebarState, action: SidebarAction): SidebarState {
  switch (action.type) {
    case 'toggle': {
      const viewport = viewportFor(state.width);
      if (viewport === 'desktop') return { ...state, desktopOpen: !state.desktopOpen };
      if (viewport === 'mobile') return { ...state, overlayOpen: !state.overlayOpen };
      return state;
    }
    case 'dismiss':
      return state.overlayOpen ? { ...state, overlayOpen: false } : state;
    case 'resize': {
      if (action.width === state.width) return state;
      // Crossing a breakpoint closes the overlay: it belongs to the size it was opened at.
      const crossed = viewportFor(action.width) !== viewportFor(state.width);
      return { ...state, width: action.width, overlayOpen: crossed ? false : state.overlayOpen };
    }
  }
}

/** The persistence rule: only a change made at desktop width is stored. */
export const shouldPersist = (before: SidebarState, after: SidebarState): boolean =>
  viewportFor(after.width) === 'desktop' && before.desktopOpen !== after.desktopOpen;

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
  width,
  desktopOpen,
  overlayOpen: false,
});
