import { describe, expect, it } from 'vitest';
import { countProgressLine, progressLine } from './progress';

describe('upload progress line', () => {
  it('fills the bar with the share sent', () => {
    expect(progressLine('a.jpg', 0, 2 * 1024 * 1024)).toBe(`Uploading a.jpg  ${'░'.repeat(24)}   0%  0 KB of 2.0 MB`);
    expect(progressLine('a.jpg', 1024 * 1024, 2 * 1024 * 1024)).toBe(
      `Uploading a.jpg  ${'█'.repeat(12)}${'░'.repeat(12)}  50%  1.0 MB of 2.0 MB`,
    );
    expect(progressLine('a.jpg', 3 * 1024 * 1024, 2 * 1024 * 1024)).toBe(
      `Uploading a.jpg  ${'█'.repeat(24)} 100%  2.0 MB of 2.0 MB`,
    );
  });
});

describe('count progress line', () => {
  it('fills the bar with the share done and names the current item', () => {
    expect(countProgressLine('Importing', 0, 4)).toBe(`Importing  ${'░'.repeat(24)}  0/4`);
    expect(countProgressLine('Importing', 1, 4, 'a.json')).toBe(
      `Importing  ${'█'.repeat(6)}${'░'.repeat(18)}  1/4  a.json`,
    );
    expect(countProgressLine('Importing', 3, 12)).toBe(`Importing  ${'█'.repeat(6)}${'░'.repeat(18)}   3/12`);
    expect(countProgressLine('Importing', 12, 12)).toBe(`Importing  ${'█'.repeat(24)}  12/12`);
  });
});
