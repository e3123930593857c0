import { describe, expect, it } from 'vitest';
import { progressLine } from './progress';

describe('upload progress line', () => {
  it('fills the bar with the share sent', () => {
    expect(progressLine('a.jpg', 0, 2 * 1024 * 1024)).toBe(`Uploading a.jpg  ${'░'.repeat(24)}   0%  0 KB of 2.0 MB`);
    expect(progressLine('a.jpg', 1024 * 1024, 2 * 1024 * 1024)).toBe(`Uploading a.jpg  ${'█'.repeat(12)}${'░'.repeat(12)}  50%  1.0 MB of 2.0 MB`);
    expect(progressLine('a.jpg', 3 * 1024 * 1024, 2 * 1024 * 1024)).toBe(`Uploading a.jpg  ${'█'.repeat(24)} 100%  2.0 MB of 2.0 MB`);
  });
});
