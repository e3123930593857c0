import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';
import { visibleServings } from './visible-servings';
import { visibleLines } from './visible-lines';

// A recipe that another follows on its page ("(recipe follows)"), rows typed as lines with the steps straight after
// them, and what ends paragraph steps in a post: a remark on how the dish keeps, the writer's line, a sign-off.

const read = (html: string) => readVisibleRecipe(parseDocument(html));
const steps = (html: string) => read(html)?.steps.map((s) => s.text);
const servings = (html: string) => visibleServings(visibleLines(parseDocument(html)));

describe('a recipe whose rows point to a recipe that follows', () => {
  const page = (row: string) => `<h1>Recipe: Spiced lamb flatbreads make a fast summer supper</h1>
    <h3>Spiced Lamb Flatbreads</h3><p>Serves 4. Active time: 25 minutes.</p><p>Ingredients</p>
    <ul><li>1 pound ground lamb</li><li>4 flatbreads</li><li>${row}</li></ul><p>Instructions</p>
    <ol><li>Brown the lamb in a skillet.</li><li>Spread the flatbreads with the sauce and top with the lamb.</li></ol>
    <h3>Garlic-Herb Yogurt Sauce</h3><p>Makes about 1 1/4 cups.</p><p>Ingredients</p>
    <ul><li>1 cup Greek yogurt</li><li>1 garlic clove, grated</li></ul><p>Instructions</p>
    <ol><li>Stir everything together.</li><li>Let stand for 10 minutes.</li></ol><h2>More from Food</h2>`;

  it('reads both as one recipe, named by the first', () => {
    const recipe = read(page('Garlic-herb yogurt sauce (recipe follows)'));
    expect(recipe?.title).toBe('Spiced Lamb Flatbreads');
    expect(recipe?.ingredients).toEqual([
      '1 pound ground lamb',
      '4 flatbreads',
      'Garlic-herb yogurt sauce (recipe follows)',
      '1 cup Greek yogurt',
      '1 garlic clove, grated',
    ]);
    expect(recipe?.steps.map((s) => s.text)).toHaveLength(4);
    expect(recipe?.steps[2]?.label).toBe('Garlic-Herb Yogurt Sauce');
  });

  it('reads the first alone where no row points to the next', () => {
    expect(read(page('1 cup cherry tomatoes'))?.ingredients).toHaveLength(3);
  });
});

describe("a newspaper's recipe typed as lines, its steps straight after them", () => {
  it("reads the lines and the paragraphs after them, up to the writer's line and the topics' links", () => {
    const recipe = read(`<h1>Hannah Birch's recipe for smoked haddock gratin</h1><p>There are two kinds of fish pie
      people.</p><h2>Smoked haddock gratin</h2><p>Prep 20 min</p><p>Serves 4</p>
      <p>600g floury potatoes, thinly sliced<br>40g butter<br>2 large leeks, sliced<br>Salt and black pepper</p>
      <p>Heat the oven to 200C. Boil the potato slices for four minutes.</p>
      <p>Melt the butter and sweat the leeks for 10 minutes.</p><p>Layer it all in a dish and bake for 30 minutes.</p>
      <p>Hannah Birch is a food writer based in Whitby. Her latest book is out now.</p>
      <div>Explore more on these topics</div><ul><li><a href="/food">Food</a></li><li><a href="/fish">Fish</a></li></ul>
      <h2>Most viewed</h2><ol><li>1 Rail passengers warned of disruption</li><li>2 How to make Yorkshire pudding</li></ol>`);
    expect(recipe?.ingredients).toEqual([
      '600g floury potatoes, thinly sliced',
      '40g butter',
      '2 large leeks, sliced',
      'Salt and black pepper',
    ]);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Heat the oven to 200C. Boil the potato slices for four minutes.',
      'Melt the butter and sweat the leeks for 10 minutes.',
      'Layer it all in a dish and bake for 30 minutes.',
    ]);
  });
});

describe('paragraph steps in a post', () => {
  const post = (after: string) => `<h1>Cardamom Morning Buns</h1><p><strong>Ingredients</strong></p>
    <p>500g flour<br>60g sugar<br>1 egg</p><p><strong>Method</strong></p><p>Mix the dough and chill it overnight.</p>
    <p>Roll it out and spread the butter over it.</p><p>Cut into strips, twist and knot them.</p>
    <p>Bake for 15 minutes until golden.</p>${after}`;
  const method = [
    'Mix the dough and chill it overnight.',
    'Roll it out and spread the butter over it.',
    'Cut into strips, twist and knot them.',
    'Bake for 15 minutes until golden.',
  ];

  it('end at a remark on how the dish keeps', () => {
    expect(steps(post("<p>They're best on the day, but any leftovers can be frozen for a month.</p>"))).toEqual(method);
    expect(steps(post('<p>Leftovers make the best sandwiches the next day!</p>'))).toEqual(method);
  });

  it("end at a grandmother's tip before her sign-off", () => {
    expect(
      steps(
        post(`<div><b>Omas Tipp:</b> Wer keinen Würfelzucker hat, nimmt Marzipan.</div><div>Lasst es euch schmecken!</div>
          <div>Eure Oma Resi</div>`),
      ),
    ).toEqual(method);
  });
});

describe('servings', () => {
  it('reads "Dá para cerca de 40 filhoses." and "Množství: 16 buchet"', () => {
    expect(servings('<p><em>Dá para cerca de 40 filhoses.</em></p>')).toBe(40);
    expect(servings('<table><tr><td>Množství:</td><td>16 buchet</td></tr></table>')).toBe(16);
  });
});
