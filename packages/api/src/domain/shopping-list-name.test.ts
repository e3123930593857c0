import { describe, expect, it } from 'vitest';
import { FALLBACK_SHOPPING_LIST_NAME, shoppingListName } from './shopping-list-name';

describe('shoppingListName', () => {
  it('names one recipe', () => {
    expect(shoppingListName(['Pancakes'])).toBe('Shopping for Pancakes');
  });

  it('joins two recipes with and', () => {
    expect(shoppingListName(['Pancakes', 'Chili'])).toBe('Shopping for Pancakes and Chili');
  });

  it('counts the recipes beyond the first two', () => {
    expect(shoppingListName(['Pancakes', 'Chili', 'Soup'])).toBe('Shopping for Pancakes, Chili and 1 more');
    expect(shoppingListName(['Pancakes', 'Chili', 'Soup', 'Salad', 'Pie'])).toBe(
      'Shopping for Pancakes, Chili and 3 more',
    );
  });

  it('skips blank titles and trims the rest', () => {
    expect(shoppingListName(['  ', ' Pancakes ', '', 'Chili'])).toBe('Shopping for Pancakes and Chili');
  });

  it('falls back when no title is usable', () => {
    expect(shoppingListName([])).toBe(FALLBACK_SHOPPING_LIST_NAME);
    expect(shoppingListName([' '])).toBe('Shopping List');
  });
});
