import { describe, expect, it } from 'vitest';
import { ingredientFromText } from './ingredient-text';

describe('ingredientFromText', () => {
  it('reads an amount glued to a unit it knows, or to one it does not', () => {
    expect(ingredientFromText('200g flour')).toMatchObject({ amount: 200, unit: 'g', ingredient_name: 'flour' });
    expect(ingredientFromText('10cl Vin rouge')).toMatchObject({
      amount: 10,
      unit: null,
      ingredient_name: 'cl Vin rouge',
    });
    expect(ingredientFromText('1càs Huile végétale')).toMatchObject({
      amount: 1,
      ingredient_name: 'càs Huile végétale',
    });
  });

  it('keeps preparation, notes and optional apart, and a line of only an amount as its name', () => {
    expect(ingredientFromText('1/2 cup onion, chopped · or a shallot (optional)')).toEqual({
      ingredient_name: 'onion',
      amount: 0.5,
      unit: 'cup',
      preparation: 'chopped',
      notes: 'or a shallot',
      is_optional: true,
    });
    expect(ingredientFromText('2')).toMatchObject({ amount: null, unit: null, ingredient_name: '2' });
    expect(ingredientFromText('   ')).toBeNull();
  });
});
