import { describe, expect, it } from 'vitest';
import { ansiStyle, wantsColor } from './style';

describe('wantsColor', () => {
  it('styles a terminal, not a pipe, unless NO_COLOR or FORCE_COLOR says otherwise', () => {
    expect(wantsColor({}, true)).toBe(true);
    expect(wantsColor({}, false)).toBe(false);
    expect(wantsColor({ NO_COLOR: '1' }, true)).toBe(false);
    expect(wantsColor({ TERM: 'dumb' }, true)).toBe(false);
    expect(wantsColor({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(wantsColor({ FORCE_COLOR: '0' }, false)).toBe(false);
  });

  it('leaves empty text without escape codes', () => {
    expect(ansiStyle.bold('')).toBe('');
    expect(ansiStyle.dim('x')).toBe('\x1b[2mx\x1b[22m');
  });
});
