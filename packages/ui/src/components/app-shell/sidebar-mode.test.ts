import { describe, expect, it } from 'vitest';
import { resolveSidebarMode, sidebarWidth } from './sidebar-mode';

describe('resolveSidebarMode', () => {
  it('is a hidden overlay below 768 px, whatever was stored', () => {
    expect(resolveSidebarMode(375, true)).toBe('overlay');
    expect(resolveSidebarMode(767, false)).toBe('overlay');
  });

  it('is collapsed from 768 to 1023 px, whatever was stored', () => {
    expect(resolveSidebarMode(768, true)).toBe('collapsed');
    expect(resolveSidebarMode(1023, true)).toBe('collapsed');
  });

  it('follows the stored state from 1024 px, open when nothing is stored', () => {
    expect(resolveSidebarMode(1024, true)).toBe('expanded');
    expect(resolveSidebarMode(1440, false)).toBe('collapsed');
    expect(resolveSidebarMode(1024, null)).toBe('expanded');
    expect(resolveSidebarMode(1920, undefined)).toBe('expanded');
  });
});

describe('sidebarWidth', () => {
  it('uses the spec widths: 320 open, 64 collapsed, none as an overlay', () => {
    expect(sidebarWidth('expanded')).toBe(320);
    expect(sidebarWidth('collapsed')).toBe(64);
    expect(sidebarWidth('overlay')).toBe(0);
  });
});
