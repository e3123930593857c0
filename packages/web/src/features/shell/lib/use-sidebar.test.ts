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
    expect(result.current.layout).toMatchObject({ presentation: 'docked', width: 320 });
    act(() => result.current.toggle());
    expect(result.current.layout).toMatchObject({ presentation: 'rail', width: 64 });
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEYS.open)).toBe('false');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEYS.desktopPref)).toBe('user');
  });

  it('restores a stored collapsed choice at desktop width', () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEYS.open, 'false');
    localStorage.setItem(SIDEBAR_STORAGE_KEYS.desktopPref, 'user');
    const { result } = mount(1440);
    expect(result.current.layout.presentation).toBe('rail');
  });

  it('at 375 px opens an overlay that Escape closes, and stores nothing', () => {
    const { result } = mount(375);
    expect(result.current.layout.presentation).toBe('hidden');
    act(() => result.current.toggle());
    expect(result.current.layout.presentation).toBe('overlay');
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(result.current.layout.presentation).toBe('hidden');
    expect(localStorage.length).toBe(0);
  });

  it('at 900 px is a rail; its overlay closes on dismiss (navigation or backdrop) and stores nothing', () => {
    const { result } = mount(900);
    expect(result.current.layout).toMatchObject({ presentation: 'rail', width: 64 });
    act(() => result.current.toggle());
    expect(result.current.layout.presentation).toBe('overlay');
    act(() => result.current.dismiss());
    expect(result.current.layout.presentation).toBe('rail');
    expect(localStorage.length).toBe(0);
  });

  it('follows the window across breakpoints and keeps the desktop choice', () => {
    const { result } = mount(1280);
    act(() => result.current.toggle());
    resizeTo(800);
    expect(result.current.layout.presentation).toBe('rail');
    resizeTo(600);
    expect(result.current.layout.presentation).toBe('hidden');
    resizeTo(1100);
    expect(result.current.layout.presentation).toBe('rail');
    act(() => result.current.toggle());
    expect(result.current.layout.presentation).toBe('docked');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEYS.open)).toBe('true');
  });
});
