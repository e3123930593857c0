import { describe, expect, it } from 'vitest';
import { addDays, dayOffset, daysOf, isPastDay, isTimeZone, isWithin, todayIn, weekStart } from './meal-plan-days';

describe('meal plan days', () => {
  it("today is the member's local date: one instant, two days across a time-zone boundary", () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-03-01');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-03-02');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-03-01');
    expect(todayIn('Pacific/Auckland', new Date('2026-03-01T11:00:00Z'))).toBe('2026-03-02');
  });

  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('a past day is strictly before today', () => {
    expect(isPastDay('2026-02-28', '2026-03-01')).toBe(true);
    expect(isPastDay('2026-03-01', '2026-03-01')).toBe(false);
    expect(isPastDay('2026-03-02', '2026-03-01')).toBe(false);
  });

  it('adds days and counts offsets across month, leap-day and DST changes', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(dayOffset('2026-03-28', '2026-03-30')).toBe(2);
    expect(dayOffset('2026-03-30', '2026-03-28')).toBe(-2);
    expect(daysOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysOf('2026-01-02', '2026-01-01')).toEqual([]);
  });

  it('weeks start on Sunday', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-22'); // a Wednesday
    expect(weekStart('2026-11-22')).toBe('2026-11-22'); // a Sunday
    expect(weekStart('2026-11-28')).toBe('2026-11-22'); // a Saturday
  });

  it('within includes both ends', () => {
    expect(isWithin('2026-01-01', '2026-01-01', '2026-01-07')).toBe(true);
    expect(isWithin('2026-01-07', '2026-01-01', '2026-01-07')).toBe(true);
    expect(isWithin('2026-01-08', '2026-01-01', '2026-01-07')).toBe(false);
    expect(() => isWithin('soon', '2026-01-01', '2026-01-07')).toThrow(RangeError);
  });
});
