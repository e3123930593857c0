import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './ingredient-reader';

const read = (line: string) => {
  const { amount, unit, ingredient_name } = parseIngredientLine(line);
  return [amount, unit, ingredient_name];
};

describe('parseIngredientLine', () => {
  it('returns the full create-payload ingredient row', () => {
    expect(parseIngredientLine('1 onion, finely chopped')).toEqual({
      ingredient_name: 'onion',
      amount: 1,
      unit: null,
      preparation: 'finely chopped',
      notes: null,
      is_optional: false,
    });
  });

  it('reads integers, decimals and fractions', () => {
    expect(read('3 eggs')).toEqual([3, null, 'eggs']);
    expect(read('1.5 tsp smoked paprika')).toEqual([1.5, 'tsp', 'smoked paprika']);
    expect(read('.5 oz porcini')).toEqual([0.5, 'oz', 'porcini']);
    expect(read('3/4 cup sugar')).toEqual([0.75, 'cup', 'sugar']);
  });

  it('keeps amounts to the form step of 0.01', () => {
    expect(parseIngredientLine('1/3 cup oil').amount).toBe(0.33);
    expect(parseIngredientLine('2/3 cup cream').amount).toBe(0.67);
  });

  it('keeps the lower bound of a range as the amount and the range in notes', () => {
    for (const [line, range] of [
      ['2-3 tbsp water', '2-3'],
      ['2 to 3 tbsp water', '2 to 3'],
      ['2–3 tbsp water', '2-3'],
      ['2 or 3 tbsp water', '2 or 3'],
    ]) {
      const ingredient = parseIngredientLine(line!);
      expect([ingredient.amount, ingredient.unit, ingredient.ingredient_name, ingredient.notes]).toEqual([
        2,
        'tbsp',
        'water',
        range,
      ]);
    }
    expect(read('1 1/2 to 2 cups water')).toEqual([1.5, 'cup', 'water']);
    expect(read('½-1 tsp chilli flakes')).toEqual([0.5, 'tsp', 'chilli flakes']);
  });

  it('reads mixed numbers and unicode fractions', () => {
    for (const line of ['1 1/2 cups milk', '1-1/2 cups milk', '1½ cups milk', '1 ½ cups milk', '1 and 1/2 cups milk']) {
      expect(read(line)).toEqual([1.5, 'cup', 'milk']);
    }
    expect(read('½ tsp salt')).toEqual([0.5, 'tsp', 'salt']);
    expect(read('1¼ cups flour')).toEqual([1.25, 'cup', 'flour']);
  });

  it('reads metric and US units, glued or spaced, to canonical ids', () => {
    expect(read('200g flour')).toEqual([200, 'g', 'flour']);
    expect(read('1.5kg potatoes')).toEqual([1.5, 'kg', 'potatoes']);
    expect(read('250ml milk')).toEqual([250, 'ml', 'milk']);
    expect(read('1 litre stock')).toEqual([1, 'l', 'stock']);
    expect(read('8 fl oz milk')).toEqual([8, 'fl oz', 'milk']);
    expect(read('4 fl. oz. juice')).toEqual([4, 'fl oz', 'juice']);
    expect(read('1 pint cream')).toEqual([1, 'pt', 'cream']);
  });

  it('reads abbreviations with and without dots, and upper-case units', () => {
    expect(read('2 tbsp. honey')).toEqual([2, 'tbsp', 'honey']);
    expect(read('1 oz. rum')).toEqual([1, 'oz', 'rum']);
    expect(read('1 lb. beef')).toEqual([1, 'lb', 'beef']);
    expect(read('2 lbs chicken')).toEqual([2, 'lb', 'chicken']);
    expect(read('3 TBSP soy sauce')).toEqual([3, 'tbsp', 'soy sauce']);
    expect(read('500G pasta')).toEqual([500, 'g', 'pasta']);
  });

  it('reads the units of the languages recipes are imported in, without the "de" or "di" after them', () => {
    expect(read('200 g de farine')).toEqual([200, 'g', 'farine']);
    expect(read("20 cl d'huile")).toEqual([20, 'cl', 'huile']);
    expect(read('1 pincée de sel')).toEqual([1, 'pinch', 'sel']);
    expect(read('2 EL Zucker')).toEqual([2, 'tbsp', 'Zucker']);
    expect(read('1 TL Salz')).toEqual([1, 'tsp', 'Salz']);
    expect(read('2 Zehen Knoblauch')).toEqual([2, 'clove', 'Knoblauch']);
    expect(read('2 cucharadas de aceite de oliva')).toEqual([2, 'tbsp', 'aceite de oliva']);
    expect(read('1 cucchiaio di olio')).toEqual([1, 'tbsp', 'olio']);
    expect(read('3 msk olja')).toEqual([3, 'tbsp', 'olja']);
    expect(read('2 matskedar smör')).toEqual([2, 'tbsp', 'smör']);
    expect(read('1 tesked salt')).toEqual([1, 'tsp', 'salt']);
    expect(read('1 spiseske sukker')).toEqual([1, 'tbsp', 'sukker']);
    expect(read('1 xícara de farinha')).toEqual([1, 'cup', 'farinha']);
    expect(read('2 tazas de harina')).toEqual([2, 'cup', 'harina']);
    expect(read('1 Tasse Mehl')).toEqual([1, 'cup', 'Mehl']);
    expect(read('500 г говядины')).toEqual([500, 'g', 'говядины']);
    expect(read('2 ст. л. томатной пасты')).toEqual([2, 'tbsp', 'томатной пасты']);
    expect(read('1 ч.л. сахара')).toEqual([1, 'tsp', 'сахара']);
    expect(read('2 fl. oz. gin')).toEqual([2, 'fl oz', 'gin']);
    // (A soft hyphen pasted from a page is no letter: "Schlag\u00adsahne" is "Schlagsahne".)
    expect(read('200 ml Schlag\u00adsahne')).toEqual([200, 'ml', 'Schlagsahne']);
    // (No unit: the name is as written, "de" and all.)
    expect(read('2 oeufs de poule')).toEqual([2, null, 'oeufs de poule']);
  });

  it('reads capital T as tablespoon and small t as teaspoon (cookbook shorthand)', () => {
    expect(read('1 T. butter')).toEqual([1, 'tbsp', 'butter']);
    expect(read('1 t. salt')).toEqual([1, 'tsp', 'salt']);
    expect(read('2 T-bone steaks')).toEqual([2, null, 'T-bone steaks']);
  });

  it('reads "a pinch of" and count units without a number as one', () => {
    expect(read('a pinch of salt')).toEqual([1, 'pinch', 'salt']);
    expect(read('Pinch of nutmeg')).toEqual([1, 'pinch', 'nutmeg']);
    expect(read('small bunch of coriander')).toEqual([1, 'bunch', 'coriander']);
    expect(read('A few sprigs of thyme')).toEqual([null, 'sprig', 'thyme']);
  });

  it('reads "a" / "an" / number words as amounts', () => {
    expect(read('a handful of basil')).toEqual([1, 'handful', 'basil']);
    expect(read('an onion')).toEqual([1, null, 'onion']);
    expect(read('half a lemon')).toEqual([0.5, null, 'lemon']);
    expect(read('a couple of bay leaves')).toEqual([2, null, 'bay leaves']);
    expect(read('Two eggs')).toEqual([2, null, 'eggs']);
  });

  it('keeps "to taste" lines without an amount, with the phrase in notes', () => {
    for (const [line, name] of [
      ['salt to taste', 'salt'],
      ['salt and pepper, to taste', 'salt and pepper'],
      ['Water as needed', 'Water'],
    ]) {
      const ingredient = parseIngredientLine(line!);
      expect([ingredient.amount, ingredient.unit, ingredient.ingredient_name]).toEqual([null, null, name]);
      expect(ingredient.notes).toMatch(/to taste|as needed/);
    }
  });

  it('reads parenthetical sizes as notes and the container as the unit', () => {
    expect(parseIngredientLine('1 (14 oz) can diced tomatoes')).toMatchObject({
      amount: 1,
      unit: 'can',
      ingredient_name: 'diced tomatoes',
      notes: '14 oz',
    });
    expect(read('2 cans (15 oz each) beans')).toEqual([2, 'can', 'beans']);
    expect(read('1 cup (2 sticks) butter')).toEqual([1, 'cup', 'butter']);
    expect(read('1 14-ounce can coconut milk')).toEqual([1, 'can', 'coconut milk']);
  });

  it('reads "x" counts and sizes before a container', () => {
    expect(parseIngredientLine('2 x 400g tins chopped tomatoes')).toMatchObject({
      amount: 2,
      unit: 'can',
      ingredient_name: 'chopped tomatoes',
      notes: '400g',
    });
    expect(read('2 x 150g salmon fillets')).toEqual([2, null, 'salmon fillets']);
    expect(read('400g can chickpeas')).toEqual([1, 'can', 'chickpeas']);
    expect(read('2-inch piece ginger')).toEqual([1, 'piece', 'ginger']);
  });

  it('takes the preparation after a comma, but not a comma inside the name', () => {
    expect(parseIngredientLine('2 medium carrots, peeled and diced').preparation).toBe('peeled and diced');
    expect(parseIngredientLine('3 cups flour, plus more for dusting').preparation).toBe('plus more for dusting');
    expect(parseIngredientLine('4 boneless, skinless chicken breasts, cubed')).toMatchObject({
      ingredient_name: 'boneless, skinless chicken breasts',
      preparation: 'cubed',
    });
    expect(parseIngredientLine('zest of 1 lemon')).toMatchObject({
      amount: 1,
      ingredient_name: 'lemon',
      preparation: 'zest',
    });
  });

  it('reads optional markers', () => {
    for (const line of [
      '1 cup raisins (optional)',
      'Optional: 1 cup raisins',
      '1 cup raisins, optional',
      'optional - 1 cup raisins',
    ]) {
      expect(parseIngredientLine(line)).toMatchObject({
        amount: 1,
        unit: 'cup',
        ingredient_name: 'raisins',
        is_optional: true,
      });
    }
    expect(parseIngredientLine('1 cup raisins').is_optional).toBe(false);
  });

  it('ignores bullets, checkboxes, footnote stars and extra spaces', () => {
    for (const line of [
      '- 2 cups flour',
      '* 2 cups flour',
      '• 2 cups flour',
      '▢ 2 cups flour',
      '-2 cups flour',
      '  2  cups   flour*  ',
    ]) {
      expect(read(line)).toEqual([2, 'cup', 'flour']);
    }
  });

  it('reads British double measures and measure words', () => {
    expect(parseIngredientLine('200g/7oz dark chocolate')).toMatchObject({
      amount: 200,
      unit: 'g',
      ingredient_name: 'dark chocolate',
      notes: '7oz',
    });
    expect(read('300ml/½ pint double cream')).toEqual([300, 'ml', 'double cream']);
    expect(parseIngredientLine('2 heaped tbsp flour')).toMatchObject({
      amount: 2,
      unit: 'tbsp',
      ingredient_name: 'flour',
      notes: 'heaped',
    });
    expect(read('1 cup plus 2 tablespoons flour')).toEqual([1, 'cup', 'flour']);
  });

  it('does not take a unit when nothing would be left for the name', () => {
    expect(read('3 cloves')).toEqual([3, null, 'cloves']);
    expect(read('6 whole cloves')).toEqual([6, null, 'whole cloves']);
  });

  it('keeps what it cannot read in the name and never throws', () => {
    expect(read('1/0 cup water')).toEqual([null, null, '1/0 cup water']);
    expect(read('')).toEqual([null, null, '']);
    expect(parseIngredientLine('(optional)')).toMatchObject({ amount: null, ingredient_name: '', is_optional: true });
    expect(parseIngredientLine('9'.repeat(400)).amount).toBeNull();
    expect(parseIngredientLine(`1 cup ${'x'.repeat(500)}`).ingredient_name.length).toBe(200);
  });
});
