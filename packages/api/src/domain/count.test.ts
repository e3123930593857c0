import { describe, expect, it } from 'vitest';
import { abbreviateCount } from './count';

describe('abbreviateCount', () => {
  it('shows counts under 1000 as they are', () => {
    expect(abbreviateCount(0)).toBe('0');
    expect(abbreviateCount(7)).toBe('7');
    expect(abbreviateCount(999)).toBe('999');
  });

  it('abbreviates thousands with k and one decimal at most', () => {
    expect(abbreviateCount(1000)).toBe('1k');
    expect(abbreviateCount(1049)).toBe('1k');
    expect(abbreviateCount(1050)).toBe('1.1k');
    expect(abbreviateCount(1500)).toBe('1.5k');
    expect(abbreviateCount(12_345)).toBe('12.3k');
    expect(abbreviateCount(999_949)).toBe('999.9k');
  });

  it('rolls up to m instead of showing 1000k', () => {
    expect(abbreviateCount(999_950)).toBe('1m');
    expect(abbreviateCount(999_999)).toBe('1m');
  });

  it('abbreviates millions with m', () => {
    expect(abbreviateCount(1_000_000)).toBe('1m');
    expect(abbreviateCount(1_049_999)).toBe('1m');
    expect(abbreviateCount(2_500_000)).toBe('2.5m');
    expect(abbreviateCount(1_234_000_000)).toBe('1234m');
  });

  it('rounds a fractional count before choosing the form', () => {
    expect(abbreviateCount(999.6)).toBe('1k');
  });

  it('shows 0 for a missing or invalid count', () => {
    for (const value of [null, undefined, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(abbreviateCount(value)).toBe('0');
    }
  });
});
