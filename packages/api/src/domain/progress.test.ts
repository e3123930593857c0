import { describe, expect, it } from 'vitest';
import { completionPercentage } from './progress';

describe('completionPercentage', () => {
  it('divides completed by total', () => {
    expect(completionPercentage(0, 4)).toBe(0);
    expect(completionPercentage(1, 4)).toBe(25);
    expect(completionPercentage(3, 3)).toBe(100);
    expect(completionPercentage(1, 3)).toBeCloseTo(33.333, 3);
  });

  it('stays under 100 until everything is done', () => {
    expect(completionPercentage(199, 200)).toBe(99.5);
  });

  it('is 0 when there is nothing to do', () => {
    expect(completionPercentage(0, 0)).toBe(0);
    expect(completionPercentage(2, -1)).toBe(0);
    expect(completionPercentage(Number.NaN, 4)).toBe(0);
  });

  it('clamps counts outside 0..total', () => {
    expect(completionPercentage(5, 4)).toBe(100);
    expect(completionPercentage(-1, 4)).toBe(0);
  });
});
