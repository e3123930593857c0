import { describe, expect, it } from 'vitest';
import { isUsedIngredientsList, withoutUsedIngredients } from './used-ingredients';

describe('withoutUsedIngredients', () => {
  const ingredients = ['½ cup mayonnaise', '1 – 1 ½ Tbsp. Sriracha sauce', '1 tsp. lemon juice', 'Salt to taste'];

  it('drops the ingredients a step lists after its text, abbreviations with a full stop among them', () => {
    expect(
      withoutUsedIngredients(
        'Add all ingredients to a bowl. Whisk well. ½ cup mayonnaise, 1 – 1 ½ Tbsp. Sriracha sauce, 1 tsp. lemon juice, Salt',
        ingredients,
      ),
    ).toBe('Add all ingredients to a bowl. Whisk well.');
  });

  it('keeps a step whose last sentence only names ingredients', () => {
    const step = 'Add all ingredients to a bowl. Stir in 1 tsp. lemon juice and the mayonnaise.';
    expect(withoutUsedIngredients(step, ingredients)).toBe(step);
  });
});

describe('isUsedIngredientsList', () => {
  it('knows a line listing what a step uses, and no step in letters the \\W class does not know', () => {
    const ingredients = ['1 ½ cups (212g) all-purpose flour', '¾ cup (150g) brown sugar', '1 unbaked pie crust'];
    expect(isUsedIngredientsList('1 ½ cups (212g) all-purpose flour, ¾ cup (150g) brown sugar', ingredients)).toBe(
      true,
    );
    expect(isUsedIngredientsList('1 unbaked pie crust', ingredients)).toBe(true);
    expect(isUsedIngredientsList('Roll out the pie crust and line the plate.', ingredients)).toBe(false);
    const greek = ['2 αβοκάντο ώριμα', 'Αλάτι'];
    expect(isUsedIngredientsList('Σερβίρουμε με φρυγανισμένο ψωμί και ντοματοσαλάτα', greek)).toBe(false);
  });
});
