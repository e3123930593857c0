import { describe, expect, it } from 'vitest';
import { UsageError } from './errors';
import { parseDay, parseDayRange, parseMealChoice, parsePlanId, parseSlot, parseWeek } from './plans-options';

const PLAN = { start_date: '2026-11-22', end_date: '2026-12-05' };

describe('plans options', () => {
  it('reads a plan id and refuses anything else as a usage error', () => {
    expect(parsePlanId(' 3 ')).toBe(3);
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999'])
      expect(() => parsePlanId(bad)).toThrow(
        `A meal plan id is a number (got "${bad}"); see the ids with \`potluck plans list\`.`,
      );
    expect(() => parsePlanId('x')).toThrow(UsageError);
  });

  it('reads real YYYY-MM-DD days only', () => {
    expect(parseDay('2026-11-27', 'The date')).toBe('2026-11-27');
    expect(() => parseDay('2026-02-30', 'The date')).toThrow(
      'The date must be a date written YYYY-MM-DD (got "2026-02-30").',
    );
    expect(() => parseDay('27.11.2026', '--from')).toThrow(UsageError);
    expect(() => parseDay('2026-13-01', '--to')).toThrow(UsageError);
  });

  it('turns --week into the Sunday that starts it', () => {
    expect(parseWeek('2026-11-25')).toBe('2026-11-22'); // a Wednesday
    expect(parseWeek('2026-11-22')).toBe('2026-11-22');
    expect(parseWeek('2026-11-28')).toBe('2026-11-22'); // Saturday ends the week
    expect(() => parseWeek('next week')).toThrow('--week must be a date');
  });

  it('reads the four slots in any case', () => {
    expect(parseSlot('Dinner')).toBe('dinner');
    expect(parseSlot('snack')).toBe('snack');
    expect(() => parseSlot('brunch')).toThrow(
      'The slot must be one of breakfast, lunch, dinner, snack (got "brunch").',
    );
  });

  it('wants exactly one of a recipe and --custom', () => {
    expect(parseMealChoice('apple-pie', undefined)).toEqual({ recipe: 'apple-pie' });
    expect(parseMealChoice(undefined, ' Leftovers ')).toEqual({ custom: 'Leftovers' });
    expect(() => parseMealChoice('12', 'Leftovers')).toThrow('not both');
    expect(() => parseMealChoice(undefined, undefined)).toThrow(UsageError);
    expect(() => parseMealChoice(undefined, '  ')).toThrow('--custom cannot be empty.');
  });

  it('fills a missing end of --from/--to from the plan and refuses a backwards range', () => {
    expect(parseDayRange(undefined, undefined, PLAN)).toBeNull();
    expect(parseDayRange('2026-11-29', undefined, PLAN)).toEqual({ start_date: '2026-11-29', end_date: '2026-12-05' });
    expect(parseDayRange(undefined, '2026-11-24', PLAN)).toEqual({ start_date: '2026-11-22', end_date: '2026-11-24' });
    expect(() => parseDayRange('2026-11-30', '2026-11-29', PLAN)).toThrow(
      '--to (2026-11-29) must not be before --from (2026-11-30).',
    );
  });
});
