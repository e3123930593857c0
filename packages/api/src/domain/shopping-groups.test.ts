import { describe, expect, it } from 'vitest';
import { groupByCategory } from './shopping-groups';

const item = (id: number, category: string | null, is_completed = false) => ({ id, category, is_completed });

describe('groupByCategory', () => {
  it('keeps the server order of groups and items, and counts ticked items', () => {
    const groups = groupByCategory([
      item(1, 'Produce'),
      item(2, 'Produce', true),
      item(3, 'Dairy & Eggs'),
      item(4, 'Other', true),
    ]);
    expect(groups.map((g) => [g.category, g.items.map((i) => i.id), g.completed])).toEqual([
      ['Produce', [1, 2], 1],
      ['Dairy & Eggs', [3], 0],
      ['Other', [4], 1],
    ]);
  });

  it('does not move anything when an item is ticked', () => {
    const before = groupByCategory([item(1, 'Produce'), item(2, 'Produce'), item(3, 'Bakery')]);
    const after = groupByCategory([item(1, 'Produce', true), item(2, 'Produce'), item(3, 'Bakery', true)]);
    expect(after.map((g) => g.items.map((i) => i.id))).toEqual(before.map((g) => g.items.map((i) => i.id)));
  });

  it("puts items without a category under 'Other' and joins a category met again later", () => {
    const groups = groupByCategory([item(1, null), item(2, 'Bakery'), item(3, '  '), item(4, 'Bakery')]);
    expect(groups.map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['Other', [1, 3]],
      ['Bakery', [2, 4]],
    ]);
  });

  it('files an item with a blank category under Other', () => {
    expect(groupByCategory([item(1, '  '), item(2, null)]).map((g) => [g.category, g.items.length])).toEqual([
      ['Other', 2],
    ]);
  });
});
