import { describe, expect, it } from 'vitest';
import { ingredientFromText } from './ingredient-text';

describe('ingredientFromText', () => {
  it('reads an amount glued to a unit it knows, or to one it does not', () => {
    expect(ingredientFromText('200g flour')).toMatchObject({ amount: 200, unit: 'g', ingredient_name: 'flour' });
    expect(ingredientFromText('10cl Vin rouge')).toMatchObject({
      amount: 10,
      unit: 'cl',
      ingredient_name: 'Vin rouge',
    });
    expect(ingredientFromText('1càs Huile végétale')).toMatchObject({
      amount: 1,
      ingredient_name: 'càs Huile végétale',
    });
  });

  it('reads a decimal written with a comma, first or after the name, and no thousands so', () => {
    expect(ingredientFromText('1,5 kg Melanzane')).toMatchObject({
      amount: 1.5,
      unit: 'kg',
      ingredient_name: 'Melanzane',
    });
    expect(ingredientFromText('Passata di pomodoro 1,2 l')).toMatchObject({ amount: 1.2, unit: 'l' });
    expect(ingredientFromText('1,5-2 kg Mehl')).toMatchObject({ amount: 1.5, unit: 'kg', notes: '1,5-2' });
    expect(ingredientFromText('1,000 g flour')).toMatchObject({ amount: null });
  });

  it('reads a line written name first, its amount and unit after the name', () => {
    expect(ingredientFromText('Broccoli 75 g')).toMatchObject({ amount: 75, unit: 'g', ingredient_name: 'Broccoli' });
    expect(ingredientFromText('Mlieko: 1 dl')).toMatchObject({ amount: 1, unit: 'dl', ingredient_name: 'Mlieko' });
    // (Or after a dash, as Russian pages write them, perhaps with a unit of two words.)
    expect(ingredientFromText('Морковь — 300 г')).toMatchObject({ amount: 300, unit: 'g', ingredient_name: 'Морковь' });
    expect(ingredientFromText('Томатная паста — 2 ст. л.')).toMatchObject({
      amount: 2,
      unit: 'tbsp',
      ingredient_name: 'Томатная паста',
    });
    expect(ingredientFromText('Tomatoes 1 1/2')).toMatchObject({
      amount: 1.5,
      unit: null,
      ingredient_name: 'Tomatoes',
    });
    // A unit the reader does not know stays before the name, as it does in a line written amount first.
    expect(ingredientFromText('Vitlöksklyfta 0.5 st')).toMatchObject({
      amount: 0.5,
      ingredient_name: 'st Vitlöksklyfta',
    });
  });

  it('reads a range as its lower bound and keeps the range as written in the notes', () => {
    const read = (line: string) => {
      const row = ingredientFromText(line)!;
      return [row.amount, row.unit, row.ingredient_name, row.preparation, row.notes];
    };
    expect(read('3-4 garlic cloves, finely chopped')).toEqual([3, null, 'garlic cloves', 'finely chopped', '3-4']);
    expect(read('• 1-2 Tbsp olive oil')).toEqual([1, 'tbsp', 'olive oil', null, '1-2']);
    expect(read('3 – 4 cups flour')).toEqual([3, 'cup', 'flour', null, '3 – 4']);
    expect(read('1 to 2 tsp salt, fine · more to serve')).toEqual([1, 'tsp', 'salt', 'fine', '1 to 2 · more to serve']);
    expect(read('1/2-1 tsp chili flakes')).toEqual([0.5, 'tsp', 'chili flakes', null, '1/2-1']);
    expect(read('2 a 3 dientes de ajo')).toEqual([2, 'clove', 'ajo', null, '2 a 3']);
    // A mixed number is one amount, not a range; a line of only a range stays a name.
    expect(read('1-1/2 cups flour')).toEqual([1.5, 'cup', 'flour', null, null]);
    expect(read('4-6')).toEqual([null, null, '4-6', null, null]);
  });

  it('leaves a number that is part of the name where it is', () => {
    for (const line of ['Juice of 1 lemon', 'Mehl Type 405', 'Farina 00', 'Salt to taste'])
      expect(ingredientFromText(line)).toMatchObject({ amount: null, ingredient_name: line });
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
