import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_STORAGE_KEYS } from '../../../lib/storage-keys';
import { useSidebar } from './use-sidebar';

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

function mount(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  return renderHook(() => useSidebar(localStorage));
}

describe('useSidebar', () => {
  it('at 1280 px starts open and stores a toggle in both keys', () => {
    const { result } = mount(1280);
    expect(result.current.view).toMatchObject({ mode: 'expanded', width: 320 });
    act(() => result.current.toggle());
    expect(result.current.view).toMatchObject({ mode: 'collapsed', width: 64 });
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEYS.open)).toBe('false');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEYS.desktopPref)).toBe('user');
  });

  it('restores a stored collapsed choice at desktop width', () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEYS.open, 'false');
    localStorage.setItem(SIDEBAR_STORAGE_KEYS.desktopPref, 'user');
    expect(mount(1440).result.current.view.mode).toBe('collapsed');
  });

  it('at 375 px opens and dismisses the overlay, and stores nothing', () => {
    const { result } = mount(375);
    expect(result.current.view).toMatchObject({ mode: 'overlay', overlayOpen: false, width: 0 });
    act(() => result.current.toggle());
    expect(result.current.view.overlayOpen).toBe(true);
    act(() => result.current.dismiss());
    expect(result.current.view.overlayOpen).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('at 900 px stays collapsed and stores nothing', () => {
    const { result } = mount(900);
    act(() => result.current.toggle());
    expect(result.current.view).toMatchObject({ mode: 'collapsed', width: 64 });
    expect(localStorage.length).toBe(0);
  });

  it('follows the window across breakpoints and keeps the desktop choice', () => {
    const { result } = mount(1280);
    act(() => result.current.toggle());
    resizeTo(800);
    expect(result.current.view.mode).toBe('collapsed');
    resizeTo(600);
    expect(result.current.view.mode).toBe('overlay');
    resizeTo(1100);
    expect(result.current.view.mode).toBe('collapsed');
    act(() => result.current.toggle());
    expect(result.current.view.mode).toBe('expanded');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEYS.open)).toBe('true');
  });
});
