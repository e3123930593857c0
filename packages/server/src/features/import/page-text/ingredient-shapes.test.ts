import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { ingredientShapedList } from './ingredient-shapes';
import { visibleLines } from './visible-lines';

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
