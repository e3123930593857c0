import { describe, expect, it } from 'vitest';
import { formatMinutes, totalTime } from './time';

describe('formatMinutes', () => {
  it('shows minutes under an hour', () => {
    expect(formatMinutes(0)).toBe('0m');
    expect(formatMinutes(1)).toBe('1m');
    expect(formatMinutes(59)).toBe('59m');
  });

  it('shows hours and minutes from 60', () => {
    expect(formatMinutes(61)).toBe('1h 1m');
    expect(formatMinutes(90)).toBe('1h 30m');
    expect(formatMinutes(125)).toBe('2h 5m');
  });

  it('drops zero minutes on whole hours', () => {
    expect(formatMinutes(60)).toBe('1h');
    expect(formatMinutes(120)).toBe('2h');
  });

  it('rounds to whole minutes before choosing the form', () => {
    expect(formatMinutes(59.4)).toBe('59m');
    expect(formatMinutes(59.6)).toBe('1h');
  });

  it('shows nothing without a duration', () => {
    for (const value of [null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMinutes(value)).toBe('');
    }
  });
});

describe('totalTime', () => {
  it('adds prep and cook time', () => {
    expect(totalTime(15, 45)).toBe(60);
    expect(totalTime(0, 0)).toBe(0);
  });

  it('counts a missing or invalid part as zero', () => {
    expect(totalTime(null, 30)).toBe(30);
    expect(totalTime(20, undefined)).toBe(20);
    expect(totalTime(-5, 30)).toBe(30);
  });

  it('is unknown when neither part is usable', () => {
    expect(totalTime(null, undefined)).toBeNull();
    expect(totalTime(Number.NaN, -1)).toBeNull();
  });
});
