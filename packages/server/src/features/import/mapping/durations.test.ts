import { describe, expect, it } from 'vitest';
import { durationMinutes, isoDuration } from './durations';

describe('durationMinutes', () => {
  it.each([
    ['PT1H30M', 90],
    ['PT30M', 30],
    ['PT2H', 120],
    ['P0DT1H5M', 65],
    ['PT0H45M', 45],
    ['PT1H30M0S', 90],
    ['PT90S', 2],
    ['P1D', 1440],
    ['pt15m', 15],
    ['PT1.5H', 90],
    ['1 hour 30 minutes', 90],
    ['1 hr 15 mins', 75],
    ['45 min', 45],
    ['2 hours', 120],
    ['1h30', 90],
    ['20', 20],
    [25, 25],
    ['1 day 2 hours', 1560],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it.each(['', 'P', 'PT', 'PT0M', 'soon', 'PT-5M', null, undefined, {}, -3, 0])('reads %s as nothing', (value) => {
    expect(durationMinutes(value)).toBeNull();
  });
});

describe('isoDuration', () => {
  it.each([
    [90, 'PT1H30M'],
    [45, 'PT45M'],
    [120, 'PT2H'],
    [0, 'PT0M'],
  ])('%i minutes → %s', (minutes, iso) => {
    expect(isoDuration(minutes)).toBe(iso);
    if (minutes > 0) expect(durationMinutes(iso)).toBe(minutes);
  });
});
