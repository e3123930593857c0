import { describe, expect, it } from 'vitest';
import { readIngredientLine } from './ingredient-line';

describe('readIngredientLine', () => {
  it('reads amount, unit and name', () => {
    expect(readIngredientLine('2 cups all-purpose flour')).toEqual({
      amount: 2,
      unit: 'cup',
      ingredient_name: 'all-purpose flour',
    });
  });

  it('reads fractions, decimals and ranges', () => {
    expect(readIngredientLine('3⁄4 cup milk')).toEqual({ amount: 0.75, unit: 'cup', ingredient_name: 'milk' });
    expect(readIngredientLine('1/2 tsp salt')).toEqual({ amount: 0.5, unit: 'tsp', ingredient_name: 'salt' });
    expect(readIngredientLine('1.5 kg potatoes')).toEqual({ amount: 1.5, unit: 'kg', ingredient_name: 'potatoes' });
    expect(readIngredientLine('2-3 cloves garlic')).toEqual({ amount: 2, unit: 'clove', ingredient_name: 'garlic' });
  });

  it('reads mixed numbers written with a space, a hyphen or a glyph', () => {
    const expected = { amount: 1.5, unit: 'cup', ingredient_name: 'milk' };
    expect(readIngredientLine('1 1/2 cups milk')).toEqual(expected);
    expect(readIngredientLine('1-1/2 cups milk')).toEqual(expected);
    expect(readIngredientLine('1½ cups milk')).toEqual(expected);
  });

  it('normalises the unit to its canonical id', () => {
    expect(readIngredientLine('3 Tablespoons olive oil').unit).toBe('tbsp');
    expect(readIngredientLine('1 T butter').unit).toBe('tbsp');
    expect(readIngredientLine('1 t vanilla').unit).toBe('tsp');
    expect(readIngredientLine('2 tbsp. honey')).toEqual({ amount: 2, unit: 'tbsp', ingredient_name: 'honey' });
  });

  it('splits an amount glued to a unit', () => {
    expect(readIngredientLine('200g dark chocolate')).toEqual({
      amount: 200,
      unit: 'g',
      ingredient_name: 'dark chocolate',
    });
  });

  it('leaves a word that is not a unit in the name', () => {
    expect(readIngredientLine('3 large eggs')).toEqual({ amount: 3, unit: null, ingredient_name: 'large eggs' });
  });

  it('takes a unit only when a name remains', () => {
    expect(readIngredientLine('6 cloves')).toEqual({ amount: 6, unit: null, ingredient_name: 'cloves' });
  });

  it('reads a unit without an amount and drops a leading "of"', () => {
    expect(readIngredientLine('Pinch of salt')).toEqual({ amount: null, unit: 'pinch', ingredient_name: 'salt' });
    expect(readIngredientLine('1 cup of sugar')).toEqual({ amount: 1, unit: 'cup', ingredient_name: 'sugar' });
    // (And the same word after a unit in other languages; without a unit the name is as written.)
    expect(readIngredientLine('200 g de farine')).toEqual({ amount: 200, unit: 'g', ingredient_name: 'farine' });
    expect(readIngredientLine('2 EL Olivenöl')).toEqual({ amount: 2, unit: 'tbsp', ingredient_name: 'Olivenöl' });
    expect(readIngredientLine('2 oeufs de poule')).toEqual({
      amount: 2,
      unit: null,
      ingredient_name: 'oeufs de poule',
    });
  });

  it('keeps a line without amount or unit as the name', () => {
    expect(readIngredientLine('Salt and pepper to taste')).toEqual({
      amount: null,
      unit: null,
      ingredient_name: 'Salt and pepper to taste',
    });
  });

  it('keeps an unreadable amount in the name', () => {
    expect(readIngredientLine('1/0 cup water')).toEqual({ amount: null, unit: null, ingredient_name: '1/0 cup water' });
  });

  it('ignores a leading bullet and extra spaces', () => {
    expect(readIngredientLine('- 2  cups   rice ')).toEqual({ amount: 2, unit: 'cup', ingredient_name: 'rice' });
    expect(readIngredientLine('• 1 lb beef')).toEqual({ amount: 1, unit: 'lb', ingredient_name: 'beef' });
  });

  it('reads a unit of two words ("fl oz", the Russian spoon "ст. л.")', () => {
    expect(readIngredientLine('1 fl oz rum')).toEqual({ amount: 1, unit: 'fl oz', ingredient_name: 'rum' });
    expect(readIngredientLine('2 ст. л. масла')).toEqual({ amount: 2, unit: 'tbsp', ingredient_name: 'масла' });
    expect(readIngredientLine('1 cup sugar')).toEqual({ amount: 1, unit: 'cup', ingredient_name: 'sugar' });
  });

  it('returns an empty name for an empty line', () => {
    expect(readIngredientLine('   ')).toEqual({ amount: null, unit: null, ingredient_name: '' });
  });
});
