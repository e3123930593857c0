import { describe, expect, it } from 'vitest';
import { activityTime } from './activity-time';

const now = new Date('2026-11-25T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('activityTime', () => {
  it('says how long ago within a week', () => {
    expect(activityTime(before(20_000), now)).toBe('just now');
    expect(activityTime(before(5 * 60_000), now)).toBe('5 min ago');
    expect(activityTime(before(3 * 3_600_000 + 59_000), now)).toBe('3 h ago');
    expect(activityTime(before(25 * 3_600_000), now)).toBe('yesterday');
    expect(activityTime(before(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('gives the date after a week, with the year only for another year', () => {
    expect(activityTime('2026-11-03T12:00:00Z', now)).toBe('Nov 3');
    expect(activityTime('2025-11-03T12:00:00Z', now)).toBe('Nov 3, 2025');
  });
});
