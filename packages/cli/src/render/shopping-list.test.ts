import { shoppingListSummarySchema } from '@potluck/api';
import { describe, expect, it } from 'vitest';
import { makeList, WEEKLY } from '../testing/fake-shopping-api';
import { itemText, progressText, renderListTable, renderListText } from './shopping-list';
import { ansiStyle } from './style';

describe('itemText', () => {
  it('reads amount, unit, name and notes as a person writes them', () => {
    expect(itemText({ amount: 0.5, unit: 'cup', name: 'milk', notes: null })).toBe('1/2 cup milk');
    expect(itemText({ amount: null, unit: null, name: ' salt ', notes: 'flaky\n sea' })).toBe('salt — flaky sea');
    expect(itemText({ amount: 3, unit: null, name: 'lemons', notes: '' })).toBe('3 lemons');
  });
});

describe('progressText', () => {
  it('counts ticked items, and says when there are none', () => {
    expect(progressText({ completed_items: 1, total_items: 3 })).toBe('1 of 3 ticked (33%)');
    expect(progressText({ completed_items: 0, total_items: 0 })).toBe('no items yet');
  });
});

describe('renderListTable', () => {
  it('shortens names to fit a narrow terminal', () => {
    const long = shoppingListSummarySchema.parse(
      makeList({ id: 12, name: 'Everything for the big family reunion picnic' }),
    );
    const lines = renderListTable([long], 60).split('\n');
    expect(lines[0]).toBe('ID  NAME                                 STATUS       TICKED');
    expect(lines[1]).toBe('12  Everything for the big family reun…  Not Started     0/0');
    expect(Math.max(...lines.map((l) => l.length))).toBe(60);
    // No date or store on any list: no empty columns for them.
    expect(renderListTable([long])).not.toContain('DATE');
  });
});

describe('renderListText', () => {
  it('says how to add to an empty list', () => {
    expect(renderListText(makeList({ id: 5, name: 'Empty', status: 'archived' }))).toBe(
      'Empty\nArchived · no items yet\n\nNothing on this list yet. Add something with `potluck shopping add 5 "2 cups milk"`.',
    );
  });

  it('makes headings bold and ticked items dim on a terminal', () => {
    const text = renderListText(WEEKLY, ansiStyle);
    expect(text.split('\n')[0]).toBe('\x1b[1mWeekly shop\x1b[22m');
    expect(text).toContain('\x1b[1mProduce\x1b[22m \x1b[2m(1/1)\x1b[22m');
    expect(text).toContain('  \x1b[2m[x] 72  3 apples\x1b[22m');
    expect(text).toContain('  [ ] 71  2 cups milk');
  });
});
