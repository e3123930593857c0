import { describe, expect, it } from 'vitest';
import { mealPlanStatus, toIsoDate } from './meal-plan-status';

const plan = { is_active: true, start_date: '2025-03-10', end_date: '2025-03-16' };

describe('mealPlanStatus', () => {
  it('is Inactive when the plan is not active, whatever the dates', () => {
    expect(mealPlanStatus({ ...plan, is_active: false }, '2025-03-12')).toBe('Inactive');
    expect(mealPlanStatus({ ...plan, is_active: false }, '2025-01-01')).toBe('Inactive');
  });

  it('is Upcoming before the start day', () => {
    expect(mealPlanStatus(plan, '2025-03-09')).toBe('Upcoming');
    expect(mealPlanStatus(plan, '2024-12-31')).toBe('Upcoming');
  });

  it('is Active from the start day to the end day inclusive', () => {
    expect(mealPlanStatus(plan, '2025-03-10')).toBe('Active');
    expect(mealPlanStatus(plan, '2025-03-13')).toBe('Active');
    expect(mealPlanStatus(plan, '2025-03-16')).toBe('Active');
  });

  it('is Completed after the end day', () => {
    expect(mealPlanStatus(plan, '2025-03-17')).toBe('Completed');
    expect(mealPlanStatus(plan, '2026-01-01')).toBe('Completed');
  });

  it('compares calendar days of date-times', () => {
    const timed = { is_active: true, start_date: '2025-03-10T00:00:00Z', end_date: '2025-03-16T00:00:00Z' };
    expect(mealPlanStatus(timed, '2025-03-16T23:59:00')).toBe('Active');
  });

  it('is Active on a one-day plan on that day', () => {
    expect(mealPlanStatus({ is_active: true, start_date: '2025-05-01', end_date: '2025-05-01' }, '2025-05-01')).toBe(
      'Active',
    );
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(() => mealPlanStatus(plan, '03/12/2025')).toThrow(RangeError);
    expect(() => mealPlanStatus({ ...plan, start_date: '' }, '2025-03-12')).toThrow(RangeError);
  });
});

describe('toIsoDate', () => {
  it('formats the local calendar day with zero padding', () => {
    expect(toIsoDate(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
    expect(toIsoDate(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });
});
