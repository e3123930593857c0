import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { ingredientShapedList, isUsedIngredientsList, withoutUsedIngredients } from './ingredient-shapes';
import { visibleLines } from './visible-lines';

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

describe('ingredientShapedList', () => {
  const list = (html: string) => ingredientShapedList(visibleLines(parseDocument(html)))?.rows ?? null;

  it("reads a recipe's lists of groups under no heading as one, without the groups' names", () => {
    expect(
      list(`<ul><li>For the tuile:</li><li>4 tbsp grated parmesan</li><li>Cooking spray</li></ul>
      <ul><li>For the pasta:</li><li>1 lb spaghetti</li><li>1 tsp baking soda</li><li>Water</li></ul>
      <p>For the sauce</p><ul><li>6 tbsp butter</li><li>3 garlic cloves</li><li>2 tbsp lemon juice</li></ul>
      <ol><li>Melt the butter with the garlic.</li><li>Toss the pasta in it.</li></ol>`),
    ).toEqual([
      '4 tbsp grated parmesan',
      'Cooking spray',
      '1 lb spaghetti',
      '1 tsp baking soda',
      'Water',
      '6 tbsp butter',
      '3 garlic cloves',
      '2 tbsp lemon juice',
    ]);
  });

  it('joins no list of the same rows in other units, nor a menu before them', () => {
    expect(
      list(`<ul><li>Home</li><li>Recipes</li></ul><ul><li>200 g flour</li><li>100 g butter</li><li>1 egg</li></ul>
      <p>Imperial</p><ul><li>7 oz flour</li><li>3.5 oz butter</li><li>1 egg</li></ul>`),
    ).toEqual(['200 g flour', '100 g butter', '1 egg']);
  });
});
