import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

const read = (html: string) => readVisibleRecipe(parseDocument(html));

describe('a method in groups, where the page writes its headings as plain paragraphs', () => {
  it('reads every group after a second method heading, each a plain name over its list in a block of its own', () => {
    const group = (name: string, items: string[]) =>
      `<div><p>${name}</p><ul>${items.map((i) => `<li><div>${i}</div></li>`).join('')}</ul></div>`;
    const recipe = read(
      `<h1>Pineapple Cake</h1><p>Ingredients</p><ul><li>1 sponge cake</li><li>2 cups cream</li></ul>` +
        `<div><p>Instructions</p>${group('Preparation', ['Slice the cake into halves.', 'Brush it with juice.'])}` +
        `${group('Make Cream Frosting', ['Whip the cream.', 'Fold in the pineapple.'])}` +
        `${group('Make Pineapple Cake', ['Spread the frosting.', 'Chill for 2 hours.'])}</div>` +
        `<div><p>Notes</p><ul><li>Keeps for two days.</li></ul></div>`,
    );
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Slice the cake into halves.',
      'Brush it with juice.',
      'Whip the cream.',
      'Fold in the pineapple.',
      'Spread the frosting.',
      'Chill for 2 hours.',
    ]);
  });
});

describe('steps under step headings, and ingredient groups typed as lines', () => {
  it('reads steps each under a heading of their own ("Step 2") ranked above the method heading', () => {
    const recipe =
      read(`<h1>Sticky Wings</h1><h5>Ingredients</h5><ul><li>2 pounds chicken wings</li><li>1 tbsp salt</li></ul>
      <h5>Directions</h5><h3>Step 1</h3><p>Line a sheet pan with foil.</p><h3>Step 2</h3><p>Brine the wings overnight.</p>
      <h3>Step 3</h3><p>Roast the wings for 40 minutes.</p><div>Tags:</div><ul><li><a href="/t">American</a></li></ul>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Line a sheet pan with foil.',
      'Brine the wings overnight.',
      'Roast the wings for 40 minutes.',
    ]);
  });

  it('names each group of steps by the heading before its first step number', () => {
    const recipe =
      read(`<h1>Crunchy Chickpeas</h1><h3>Ingredients</h3><ul><li>1 can chickpeas</li><li>2 tbsp parmesan</li></ul>
      <h3>Method</h3><div><b>Oven Instructions</b></div><h4>Step 1</h4><div>Preheat the oven to 400°F.</div>
      <h4>Step 2</h4><div>Bake for 30 minutes.</div><div><b>Air Fryer Instructions</b></div><h4>Step 1</h4>
      <div>Preheat the air fryer to 375°F.</div><h4>Step 2</h4><div>Air fry for 20 minutes.</div><h3>Nutrition</h3>`);
    expect(recipe?.steps).toEqual([
      { text: 'Preheat the oven to 400°F.', label: 'Oven Instructions' },
      { text: 'Bake for 30 minutes.', label: null },
      { text: 'Preheat the air fryer to 375°F.', label: 'Air Fryer Instructions' },
      { text: 'Air fry for 20 minutes.', label: null },
    ]);
  });

  it('reads the first line of each paragraph of rows broken by <br> as its group name, not as a row', () => {
    const recipe = read(`<h1>Sticky Wings</h1><h5>Ingredients</h5>
      <p>Dry brine<br>2 pounds chicken wings<br>1 tablespoon kosher salt<br>2 teaspoons baking powder</p>
      <p>Pomegranate glaze<br>2 tablespoons oil<br>1/2 cup pomegranate molasses</p>
      <h5>Directions</h5><ol><li>Brine the wings overnight.</li><li>Roast and glaze the wings.</li></ol>`);
    expect(recipe?.ingredients).toEqual([
      '2 pounds chicken wings',
      '1 tablespoon kosher salt',
      '2 teaspoons baking powder',
      '2 tablespoons oil',
      '1/2 cup pomegranate molasses',
    ]);
  });

  it('reads rows typed as lines under group names after a first group written as a list', () => {
    const recipe = read(`<h1>Korean Fried Chicken</h1><h3>Ingredients</h3>
      <ul><li>2 pounds chicken breasts</li><li>1 large egg</li><li>½ cup cornstarch</li></ul>
      <p><b>Korean Sauce</b><br>3 tablespoons butter<br>¼ cup honey<br>2 tablespoons gochujang</p>
      <p><b>Garnish</b><br>green onions<br>toasted sesame seeds</p>
      <h3>Instructions</h3><ol><li>Dredge the chicken in cornstarch.</li><li>Fry the chicken and toss in the sauce.</li></ol>`);
    expect(recipe?.ingredients).toEqual([
      '2 pounds chicken breasts',
      '1 large egg',
      '½ cup cornstarch',
      '3 tablespoons butter',
      '¼ cup honey',
      '2 tablespoons gochujang',
      'green onions',
      'toasted sesame seeds',
    ]);
  });
});

describe('a method in groups under no method heading, each group named by a heading of one rank', () => {
  it('reads every group after the ingredients, each labelled by its name, up to the notes; the first is no ingredient', () => {
    const recipe = read(`<h1>Roll Cake</h1><h3>Ingredients</h3>
      <h4>Dough</h4><ul><li>1 cup milk</li><li>2 tsp yeast</li><li>4 cups flour</li></ul>
      <h4>Glaze</h4><ul><li>4 oz cream cheese</li><li>1 cup sugar</li></ul>
      <h4>Prepare the Dough</h4><ul><li>Warm the milk and stir in the yeast.</li>
        <li>Add the flour and knead for five minutes.</li><li>Let the dough rise until doubled.</li></ul>
      <h4>Prepare the Glaze</h4><ul><li>Beat the cream cheese with the sugar.</li><li>Pour it over the warm cake.</li></ul>
      <h4>Notes</h4><ul><li>The yeast needs warm milk to wake up.</li><li>Kneading builds the gluten.</li></ul>`);
    expect(recipe?.ingredients).toEqual([
      '1 cup milk',
      '2 tsp yeast',
      '4 cups flour',
      '4 oz cream cheese',
      '1 cup sugar',
    ]);
    expect(recipe?.steps.map((s) => [s.label, s.text])).toEqual([
      ['Prepare the Dough', 'Warm the milk and stir in the yeast.'],
      [null, 'Add the flour and knead for five minutes.'],
      [null, 'Let the dough rise until doubled.'],
      ['Prepare the Glaze', 'Beat the cream cheese with the sugar.'],
      [null, 'Pour it over the warm cake.'],
    ]);
  });
});
