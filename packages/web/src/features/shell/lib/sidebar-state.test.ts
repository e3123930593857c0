import { describe, expect, it } from 'vitest';
import { SIDEBAR_STORAGE_KEYS } from '../../../lib/storage-keys';
import {
  initialSidebarState,
  readDesktopOpen,
  shouldPersist,
  sidebarLayout,
  sidebarReducer,
  viewportFor,
  writeDesktopOpen,
  type SidebarState,
} from './sidebar-state';

const memoryStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};

const state = (over: Partial<SidebarState>): SidebarState => ({ viewport: 'desktop', desktopOpen: true, overlayOpen: false, ...over });

describe('viewportFor', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, viewport) => {
    expect(viewportFor(width)).toBe(viewport);
  });
});

describe('sidebarLayout', () => {
  it('below 768 px the sidebar is hidden until the menu button opens it as an overlay', () => {
    expect(sidebarLayout(state({ viewport: 'mobile', desktopOpen: true }))).toEqual({ presentation: 'hidden', width: 0, contentInset: 0, expanded: false });
    expect(sidebarLayout(state({ viewport: 'mobile', overlayOpen: true }))).toEqual({ presentation: 'overlay', width: 320, contentInset: 0, expanded: true });
  });

  it('from 768 to 1023 px it is a 64 px rail whatever the stored choice', () => {
    expect(sidebarLayout(state({ viewport: 'tablet', desktopOpen: true }))).toEqual({ presentation: 'rail', width: 64, contentInset: 64, expanded: false });
    expect(sidebarLayout(state({ viewport: 'tablet', desktopOpen: false }))).toMatchObject({ presentation: 'rail', width: 64 });
    expect(sidebarLayout(state({ viewport: 'tablet', overlayOpen: true }))).toEqual({ presentation: 'overlay', width: 320, contentInset: 64, expanded: true });
  });

  it('from 1024 px it follows the stored choice: 320 px open or 64 px collapsed', () => {
    expect(sidebarLayout(state({ desktopOpen: true }))).toEqual({ presentation: 'docked', width: 320, contentInset: 320, expanded: true });
    expect(sidebarLayout(state({ desktopOpen: false }))).toEqual({ presentation: 'rail', width: 64, contentInset: 64, expanded: false });
  });
});

describe('sidebarReducer', () => {
  it('toggle flips the desktop choice at desktop width and the overlay below it', () => {
    expect(sidebarReducer(state({ desktopOpen: true }), { type: 'toggle' })).toMatchObject({ desktopOpen: false, overlayOpen: false });
    expect(sidebarReducer(state({ viewport: 'mobile' }), { type: 'toggle' })).toMatchObject({ desktopOpen: true, overlayOpen: true });
    expect(sidebarReducer(state({ viewport: 'tablet' }), { type: 'toggle' })).toMatchObject({ desktopOpen: true, overlayOpen: true });
  });

  it('dismiss closes an overlay and leaves a docked sidebar alone', () => {
    expect(sidebarReducer(state({ viewport: 'mobile', overlayOpen: true }), { type: 'dismiss' }).overlayOpen).toBe(false);
    const docked = state({ desktopOpen: true });
    expect(sidebarReducer(docked, { type: 'dismiss' })).toBe(docked);
  });

  it('crossing a breakpoint closes the overlay and keeps the desktop choice', () => {
    const next = sidebarReducer(state({ viewport: 'mobile', overlayOpen: true, desktopOpen: false }), { type: 'resize', width: 1280 });
    expect(next).toEqual({ viewport: 'desktop', overlayOpen: false, desktopOpen: false });
    const same = state({ viewport: 'mobile', overlayOpen: true });
    expect(sidebarReducer(same, { type: 'resize', width: 500 })).toBe(same);
  });
});

describe('persistence', () => {
  it('persists only changes made at desktop width', () => {
    const desktop = state({ desktopOpen: true });
    expect(shouldPersist(desktop, sidebarReducer(desktop, { type: 'toggle' }))).toBe(true);
    for (const viewport of ['mobile', 'tablet'] as const) {
      const small = state({ viewport });
      expect(shouldPersist(small, sidebarReducer(small, { type: 'toggle' }))).toBe(false);
    }
  });

  it('writes both keys and reads the choice back', () => {
    const storage = memoryStorage();
    writeDesktopOpen(storage, false);
    expect(Object.fromEntries(storage.map)).toEqual({ [SIDEBAR_STORAGE_KEYS.open]: 'false', [SIDEBAR_STORAGE_KEYS.desktopPref]: 'user' });
    expect(readDesktopOpen(storage)).toBe(false);
    writeDesktopOpen(storage, true);
    expect(readDesktopOpen(storage)).toBe(true);
  });

  it('defaults to open without a recorded choice, ignoring an unmarked or garbled value', () => {
    expect(readDesktopOpen(memoryStorage())).toBe(true);
    expect(readDesktopOpen(memoryStorage({ [SIDEBAR_STORAGE_KEYS.open]: 'false' }))).toBe(true);
    expect(readDesktopOpen(memoryStorage({ [SIDEBAR_STORAGE_KEYS.open]: 'yes', [SIDEBAR_STORAGE_KEYS.desktopPref]: 'user' }))).toBe(true);
    expect(readDesktopOpen(undefined)).toBe(true);
  });

  it('survives storage that throws', () => {
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); } };
    expect(readDesktopOpen(broken)).toBe(true);
    expect(() => writeDesktopOpen(broken, false)).not.toThrow();
  });

  it('starts from the width and the stored choice with the overlay closed', () => {
    expect(initialSidebarState(375, false)).toEqual({ viewport: 'mobile', desktopOpen: false, overlayOpen: false });
  });
});
