import { describe, expect, it } from 'vitest';
import { withoutUsedIngredients } from './ingredient-shapes';

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
