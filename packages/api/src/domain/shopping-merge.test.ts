import { describe, expect, it } from 'vitest';
import { normalizeItemName } from './shopping-item-name';
import { type ShoppingIngredient, mergeShoppingItems, shoppingServings, unmergedShoppingItems } from './shopping-merge';

const item = (name: string, amount: number | null, unit: string | null, recipe_id = 1): ShoppingIngredient => ({
  name,
  amount,
  unit,
  recipe_id,
});
const rows = (items: ShoppingIngredient[]) =>
  mergeShoppingItems(items).map(({ name, amount, unit }) => [name, amount, unit]);

describe('normalizeItemName', () => {
  it('treats case, spacing and singular/plural as the same name', () => {
    expect(normalizeItemName('  Eggs ')).toBe('egg');
    expect(normalizeItemName('egg')).toBe('egg');
    expect(normalizeItemName('Cherry   Tomatoes')).toBe('cherry tomato');
    expect(normalizeItemName('bay leaves')).toBe('bay leaf');
    expect(normalizeItemName('Potatoes')).toBe('potato');
  });
  it('keeps uncountables whole', () => {
    expect(normalizeItemName('Molasses')).toBe('molasses');
    expect(normalizeItemName('hummus')).toBe('hummus');
    expect(normalizeItemName('Cookies')).toBe(normalizeItemName('cookie'));
    expect(normalizeItemName('quiches')).toBe('quiche');
    expect(normalizeItemName('red chilies')).toBe('red chili');
    expect(normalizeItemName('couscous')).toBe('couscous');
    expect(normalizeItemName('asparagus')).toBe('asparagus');
  });
  it('never makes look-alike products one', () => {
    expect(normalizeItemName('tomato paste')).not.toBe(normalizeItemName('tomato'));
    expect(normalizeItemName('tomato paste')).not.toBe(normalizeItemName('tomatoes'));
  });
});

describe('mergeShoppingItems', () => {
  it('adds masses across g, kg, oz and lb and shows a sensible unit', () => {
    expect(rows([item('Flour', 800, 'g'), item('flour', 0.5, 'kg', 2)])).toEqual([['Flour', 1.3, 'kg']]);
    expect(rows([item('Flour', 200, 'g'), item('flour', 0.5, 'kg')])).toEqual([['Flour', 700, 'g']]);
    expect(rows([item('Butter', 8, 'oz'), item('butter', 1, 'lb')])).toEqual([['Butter', 1.5, 'lb']]);
    // Metric wins when both systems meet: 1 lb = 453.59 g.
    expect(rows([item('Sugar', 100, 'grams'), item('sugar', 1, 'lb')])).toEqual([['Sugar', 553.59, 'g']]);
  });

  it('adds volumes across ml, l, tsp, tbsp, cup and fl oz (cup 236.59 ml)', () => {
    expect(rows([item('Milk', 1, 'cup'), item('milk', 250, 'ml')])).toEqual([['Milk', 486.59, 'ml']]);
    expect(rows([item('Milk', 1, 'cup'), item('milk', 4, 'tablespoons')])).toEqual([['Milk', 1.25, 'cup']]);
    expect(rows([item('Vanilla', 1, 'tsp'), item('vanilla', 1, 'tbsp')])).toEqual([['Vanilla', 1.33, 'tbsp']]);
    expect(rows([item('Cream', 8, 'fl oz'), item('cream', 1, 'cup')])).toEqual([['Cream', 2, 'cup']]);
    expect(rows([item('Stock', 0.5, 'l'), item('stock', 750, 'ml')])).toEqual([['Stock', 1.25, 'l']]);
    expect(rows([item('Crème', 20, 'cl'), item('crème', 100, 'ml')])).toEqual([['Crème', 30, 'cl']]);
  });

  it('adds counts of the same unit, and plain counts, with singular and plural as one name', () => {
    expect(rows([item('Eggs', 2, null), item('egg', 3, null, 2)])).toEqual([['Eggs', 5, null]]);
    expect(rows([item('garlic', 2, 'cloves'), item('Garlic', 1, 'clove')])).toEqual([['garlic', 3, 'clove']]);
    expect(rows([item('Tomatoes', 2, 'cans'), item('tomato', 1, 'can')])).toEqual([['Tomatoes', 3, 'can']]);
  });

  it('keeps amounts that cannot be converted as rows of the same name side by side', () => {
    expect(rows([item('Flour', 200, 'g'), item('Sugar', 1, 'cup'), item('flour', 1, 'cup')])).toEqual([
      ['Flour', 200, 'g'],
      ['flour', 1, 'cup'],
      ['Sugar', 1, 'cup'],
    ]);
    expect(rows([item('Garlic', 2, 'clove'), item('garlic', 1, 'head')])).toEqual([
      ['Garlic', 2, 'clove'],
      ['garlic', 1, 'head'],
    ]);
  });

  it('never merges different products whose names look alike', () => {
    expect(rows([item('tomato', 2, null), item('tomato paste', 2, 'tbsp'), item('tomatoes', 1, null)])).toEqual([
      ['tomato', 3, null],
      ['tomato paste', 2, 'tbsp'],
    ]);
  });

  it('lets a row without an amount join its name and keeps every recipe id', () => {
    const merged = mergeShoppingItems([
      item('Salt', null, null, 1),
      item('salt', 1, 'tsp', 2),
      item('salt', 1, 'tsp', 3),
    ]);
    expect(merged).toEqual([{ name: 'Salt', amount: 2, unit: 'tsp', recipe_ids: [1, 2, 3] }]);
    expect(rows([item('Pepper', null, null)])).toEqual([['Pepper', null, null]]);
  });

  it('lists every ingredient as its own row when not merging', () => {
    expect(unmergedShoppingItems([item('Eggs', 2, null), item('egg', 1.234, 'Tablespoons')])).toEqual([
      { name: 'Eggs', amount: 2, unit: null, recipe_ids: [1] },
      { name: 'egg', amount: 1.23, unit: 'tbsp', recipe_ids: [1] },
    ]);
  });
});

describe('shoppingServings', () => {
  it('uses the override, else the recipe servings, else 4', () => {
    expect(shoppingServings(6, 2)).toBe(2);
    expect(shoppingServings(6, undefined)).toBe(6);
    expect(shoppingServings(null, undefined)).toBe(4);
    expect(shoppingServings(0, undefined)).toBe(4);
  });
});
