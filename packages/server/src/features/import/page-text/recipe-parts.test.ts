import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

const read = (html: string) => readVisibleRecipe(parseDocument(html));
const CAKE = `<h3>Ingredients</h3><ul><li>250 g flour</li><li>200 g sugar</li><li>3 eggs</li></ul>
  <h3>Method</h3><ol><li>Heat the oven to 180C.</li><li>Mix everything and bake for 45 minutes.</li></ol>`;
const FROSTING = (heading = 'Ingredients') => `<h3>${heading}</h3><ul><li>200 g cream cheese</li>
  <li>100 g icing sugar</li></ul><h3>Method</h3><ol><li>Beat the cream cheese with the sugar.</li>
  <li>Spread over the cooled cake.</li></ol>`;
const ALL = ['250 g flour', '200 g sugar', '3 eggs', '200 g cream cheese', '100 g icing sugar'];

describe('readVisibleRecipe on a recipe in parts, each with its ingredients and method', () => {
  it("reads every part, titled by the page's heading, each part's first step labelled by its name", () => {
    const recipe = read(`<h1>Carrot Cake with Cream Cheese Frosting</h1><p>The best carrot cake.</p>
      <h2>Carrot Cake</h2>${CAKE}<h2>Cream Cheese Frosting</h2>${FROSTING()}<h2>Comments</h2><p>Lovely!</p>`);
    expect(recipe?.title).toBe('Carrot Cake with Cream Cheese Frosting');
    expect(recipe?.ingredients).toEqual(ALL);
    expect(recipe?.steps).toEqual([
      { text: 'Heat the oven to 180C.', label: 'Carrot Cake' },
      { text: 'Mix everything and bake for 45 minutes.', label: null },
      { text: 'Beat the cream cheese with the sugar.', label: 'Cream Cheese Frosting' },
      { text: 'Spread over the cooled cake.', label: null },
    ]);
  });

  it("joins a part named as a part of a dish ('Frosting', 'For the glaze') or by its ingredients heading", () => {
    const noun = read(`<h1>Carrot Cake</h1>${CAKE}<h2>Frosting</h2>${FROSTING()}`);
    expect(noun?.ingredients).toEqual(ALL);
    expect(noun?.steps.map((s) => s.label)).toEqual([null, null, 'Frosting', null]);
    const heading = read(`<h1>Carrot Cake</h1>${CAKE}${FROSTING('Ingredients for the frosting')}`);
    expect(heading?.ingredients).toEqual(ALL);
    expect(heading?.steps.map((s) => s.label)).toEqual([null, null, 'For the frosting', null]);
  });

  it("does not join a part after lines past the method's last step (a summary over the full recipe's card)", () => {
    const recipe = read(`<h1>Carrot Cake</h1><h2>Ingredients</h2><ul><li>Flour</li><li>Sugar</li></ul>
      <h2>How to make it</h2><p>Mix everything and bake it.</p><p>Let it cool.</p><div>Total Time 35 m</div>
      <p>Scroll down for the full card.</p>${FROSTING('Ingredients for the frosting')}`);
    expect(recipe?.ingredients).toEqual(['200 g cream cheese', '100 g icing sugar']);
  });

  it('reads the first of several recipes of a page, each named as a dish of its own', () => {
    const recipe = read(`<h1>Three Easy Soups</h1><h2>Tomato Soup</h2><h3>Ingredients</h3><ul><li>1 kg tomatoes</li>
      <li>1 onion</li></ul><h3>Method</h3><ol><li>Soften the onion.</li><li>Add the tomatoes and simmer.</li></ol>
      <h2>Pea Soup</h2><h3>Ingredients</h3><ul><li>500 g peas</li><li>1 leek</li></ul>
      <h3>Method</h3><ol><li>Soften the leek.</li><li>Add the peas and simmer.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['1 kg tomatoes', '1 onion']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Soften the onion.', 'Add the tomatoes and simmer.']);
  });
});
