import { describe, expect, it } from 'vitest';
import { shoppingStatusLabel } from './shopping-status';

describe('shoppingStatusLabel', () => {
  it('names completed and archived lists whatever their progress', () => {
    expect(shoppingStatusLabel({ status: 'completed', completion_percentage: 40 })).toBe('Completed');
    expect(shoppingStatusLabel({ status: 'archived', completion_percentage: 100 })).toBe('Archived');
    expect(shoppingStatusLabel({ status: 'archived' })).toBe('Archived');
  });

  it('is Ready to Complete at 100 percent', () => {
    expect(shoppingStatusLabel({ status: 'active', completion_percentage: 100 })).toBe('Ready to Complete');
  });

  it('is In Progress above 0 and below 100', () => {
    expect(shoppingStatusLabel({ status: 'active', completion_percentage: 0.5 })).toBe('In Progress');
    expect(shoppingStatusLabel({ status: 'active', completion_percentage: 99.5 })).toBe('In Progress');
  });

  it('is Not Started at 0 or without a usable percentage', () => {
    expect(shoppingStatusLabel({ status: 'active', completion_percentage: 0 })).toBe('Not Started');
    expect(shoppingStatusLabel({ status: 'active', completion_percentage: null })).toBe('Not Started');
    expect(shoppingStatusLabel({ status: 'active' })).toBe('Not Started');
    expect(shoppingStatusLabel({ status: 'active', completion_percentage: Number.NaN })).toBe('Not Started');
  });
});
