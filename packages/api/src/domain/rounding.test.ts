import { describe, expect, it } from 'vitest';
import { formatDecimal, formatFixed, roundHalfUp } from './rounding';

describe('roundHalfUp', () => {
  it('rounds halves up despite binary representation', () => {
    expect(roundHalfUp(1.15, 1)).toBe(1.2);
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(10.5)).toBe(11);
    expect(roundHalfUp(10.49)).toBe(10);
  });

  it('keeps values below the half down', () => {
    expect(roundHalfUp(1.149, 1)).toBe(1.1);
    expect(roundHalfUp(2.04, 1)).toBe(2);
  });
});

describe('formatDecimal', () => {
  it('drops trailing zeros', () => {
    expect(formatDecimal(2, 1)).toBe('2');
    expect(formatDecimal(2.5, 2)).toBe('2.5');
    expect(formatDecimal(9.96, 1)).toBe('10');
  });

  it('never prints negative zero', () => {
    expect(formatDecimal(-0.01, 1)).toBe('0');
  });
});

describe('formatFixed', () => {
  it('always shows the requested number of decimals', () => {
    expect(formatFixed(12, 1)).toBe('12.0');
    expect(formatFixed(12.35, 1)).toBe('12.4');
    expect(formatFixed(249.5, 0)).toBe('250');
  });
});
