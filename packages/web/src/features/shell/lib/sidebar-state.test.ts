import { describe, expect, it } from 'vitest';
import { SIDEBAR_STORAGE_KEYS } from '../../../lib/storage-keys';
import {
  initialSidebarState,
  readDesktopOpen,
  shouldPersist,
  sidebarReducer,
  sidebarView,
  viewportFor,
  writeDesktopOpen,
  type SidebarState,
} from './sidebar-state';

const memoryStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

const at = (width: number, over: Partial<SidebarState> = {}): SidebarState => ({
  width,
  desktopOpen: true,
  overlayOpen: false,
  ...over,
});

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

describe('sidebarView at each breakpoint', () => {
  it.each([375, 767])('%i px: a hidden overlay that the menu button opens at 320 px', (width) => {
    expect(sidebarView(at(width, { desktopOpen: true }))).toEqual({
      mode: 'overlay',
      overlayOpen: false,
      width: 0,
      collapsible: false,
    });
    expect(sidebarView(at(width, { overlayOpen: true }))).toEqual({
      mode: 'overlay',
      overlayOpen: true,
      width: 320,
      collapsible: false,
    });
  });

  it.each([768, 900, 1023])('%i px: collapsed to 64 px whatever the stored choice', (width) => {
    expect(sidebarView(at(width, { desktopOpen: true }))).toEqual({
      mode: 'collapsed',
      overlayOpen: false,
      width: 64,
      collapsible: false,
    });
    expect(sidebarView(at(width, { desktopOpen: false }))).toEqual({
      mode: 'collapsed',
      overlayOpen: false,
      width: 64,
      collapsible: false,
    });
  });

  it.each([1024, 1440])('%i px: the stored choice, 320 px open or 64 px collapsed', (width) => {
    expect(sidebarView(at(width, { desktopOpen: true }))).toEqual({
      mode: 'expanded',
      overlayOpen: false,
      width: 320,
      collapsible: true,
    });
    expect(sidebarView(at(width, { desktopOpen: false }))).toEqual({
      mode: 'collapsed',
      overlayOpen: false,
      width: 64,
      collapsible: true,
    });
  });

  it('never reports an overlay as open outside the phone layout', () => {
    expect(sidebarView(at(1280, { overlayOpen: true })).overlayOpen).toBe(false);
  });
});

describe('sidebarReducer', () => {
  it('toggle flips the desktop choice at desktop width, the overlay on a phone, nothing on a tablet', () => {
    expect(sidebarReducer(at(1280), { type: 'toggle' })).toMatchObject({ desktopOpen: false, overlayOpen: false });
    expect(sidebarReducer(at(375), { type: 'toggle' })).toMatchObject({ desktopOpen: true, overlayOpen: true });
    const tablet = at(900);
    expect(sidebarReducer(tablet, { type: 'toggle' })).toBe(tablet);
  });

  it('dismiss closes an overlay and leaves a docked sidebar alone', () => {
    expect(sidebarReducer(at(375, { overlayOpen: true }), { type: 'dismiss' }).overlayOpen).toBe(false);
    const docked = at(1280);
    expect(sidebarReducer(docked, { type: 'dismiss' })).toBe(docked);
  });

  it('crossing a breakpoint closes the overlay and keeps the desktop choice; resizing within one does not', () => {
    expect(sidebarReducer(at(375, { overlayOpen: true, desktopOpen: false }), { type: 'resize', width: 1280 })).toEqual(
      at(1280, { overlayOpen: false, desktopOpen: false }),
    );
    expect(sidebarReducer(at(375, { overlayOpen: true }), { type: 'resize', width: 500 })).toEqual(
      at(500, { overlayOpen: true }),
    );
  });
});

describe('persistence', () => {
  it('persists only changes made at desktop width', () => {
    const desktop = at(1024);
    expect(shouldPersist(desktop, sidebarReducer(desktop, { type: 'toggle' }))).toBe(true);
    for (const width of [375, 900]) {
      const small = at(width);
      expect(shouldPersist(small, sidebarReducer(small, { type: 'toggle' }))).toBe(false);
    }
  });

  it('writes both keys and reads the choice back', () => {
    const storage = memoryStorage();
    writeDesktopOpen(storage, false);
    expect(Object.fromEntries(storage.map)).toEqual({
      [SIDEBAR_STORAGE_KEYS.open]: 'false',
      [SIDEBAR_STORAGE_KEYS.desktopPref]: 'user',
    });
    expect(readDesktopOpen(storage)).toBe(false);
    writeDesktopOpen(storage, true);
    expect(readDesktopOpen(storage)).toBe(true);
  });

  it('defaults to open without a recorded choice, ignoring an unmarked or garbled value', () => {
    expect(readDesktopOpen(memoryStorage())).toBe(true);
    expect(readDesktopOpen(memoryStorage({ [SIDEBAR_STORAGE_KEYS.open]: 'false' }))).toBe(true);
    expect(
      readDesktopOpen(
        memoryStorage({ [SIDEBAR_STORAGE_KEYS.open]: 'yes', [SIDEBAR_STORAGE_KEYS.desktopPref]: 'user' }),
      ),
    ).toBe(true);
    expect(readDesktopOpen(undefined)).toBe(true);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readDesktopOpen(broken)).toBe(true);
    expect(() => writeDesktopOpen(broken, false)).not.toThrow();
  });

  it('starts from the width and the stored choice with the overlay closed', () => {
    expect(initialSidebarState(375, false)).toEqual({ width: 375, desktopOpen: false, overlayOpen: false });
  });
});
