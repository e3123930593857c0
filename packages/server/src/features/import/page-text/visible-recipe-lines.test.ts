import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { ingredientShapedList } from './ingredient-shapes';
import { readVisibleRecipe } from './visible-recipe';
import { visibleLines } from './visible-lines';

// Pages that type their recipe as lines: headings as plain paragraphs, rows and steps as lines broken by <br>.
const read = (html: string) => readVisibleRecipe(parseDocument(html));

describe('readVisibleRecipe on a recipe typed as lines', () => {
  it('reads under the card\'s "Ingredients" a heading straight over it names again, without the parts\' names as rows', () => {
    const recipe = read(`<h1>Sticky wings</h1><p>These wings are sticky, sweet and easy to make at home.</p>
      <div>What You'll Need</div><div class="recipe__list"><p>Ingredients</p>
      <p>Dry brine<br>2 pounds chicken wings<br>1 tablespoon kosher salt</p>
      <p>Glaze<br>2 tablespoons oil<br>1/2 cup pomegranate molasses</p></div>
      <div class="recipe__list"><p>Directions</p><p>Pat the wings dry and season them well.<br>
      Roast the wings for 30 minutes until crisp.<br>Toss the wings in the glaze.</p></div><p>Comments</p>`);
    expect(recipe?.ingredients).toEqual([
      '2 pounds chicken wings',
      '1 tablespoon kosher salt',
      '2 tablespoons oil',
      '1/2 cup pomegranate molasses',
    ]);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Pat the wings dry and season them well.',
      'Roast the wings for 30 minutes until crisp.',
      'Toss the wings in the glaze.',
    ]);
  });

  it("reads a method in parts whose names are plain paragraphs over each part's lines, as labels", () => {
    const recipe = read(`<h1>Pineapple cake</h1><p>Ingredients</p><p>1 sponge cake<br>200 ml cream<br>4 tbsp sugar</p>
      <div><p>Instructions</p><div><p>Preparation</p><p>Chop the pineapple slices.<br>Slice the cake into two halves.<br>
      Brush the base with pineapple juice.</p></div><div><p>Make Cream Frosting</p><p>Whip the cream with the sugar.<br>
      Fold in the chopped pineapple.</p></div></div><p>Notes</p><p>Keep it cold.</p>`);
    expect(recipe?.steps).toEqual([
      { text: 'Chop the pineapple slices.', label: null },
      { text: 'Slice the cake into two halves.', label: null },
      { text: 'Brush the base with pineapple juice.', label: null },
      { text: 'Whip the cream with the sugar.', label: 'Make Cream Frosting' },
      { text: 'Fold in the chopped pineapple.', label: null },
    ]);
  });
});

describe('ingredientShapedList on rows typed as lines', () => {
  it('reads no line naming the recipe or a part as a row ("Recipe: …", "Ingredients")', () => {
    const lines = visibleLines(
      parseDocument(`<h1>Orange juice carrots</h1><p>Another carrot recipe for the lunch box.</p>
      <div><p>Recipe: Orange Juice Carrots</p><p>3 large carrots<br>1/4 tsp salt<br>1 tbsp soy sauce</p>
      <p>Directions</p></div>`),
    );
    expect(ingredientShapedList(lines)?.rows).toEqual(['3 large carrots', '1/4 tsp salt', '1 tbsp soy sauce']);
  });
});
