import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

const read = (html: string) => readVisibleRecipe(parseDocument(html));
const steps = `<h3>Instructions</h3><ol><li>Brown the wings in the oven.</li><li>Toss them in the glaze.</li></ol>`;

describe('ingredients typed partly as lines, partly as lists', () => {
  it('reads a group typed as lines under its name before the groups listed after it', () => {
    const recipe = read(`<h1>Rainbow Pasta</h1><p><b>Ingredients</b></p><p>For the parmesan tuile:</p>
      <p>4 tablespoons grated parmesan cheese</p><p>Non-stick cooking spray</p>
      <ul><li>For the pasta:</li><li>1 pound dry spaghetti</li><li>1 red cabbage, roughly chopped</li></ul>${steps}`);
    expect(recipe?.ingredients).toEqual([
      '4 tablespoons grated parmesan cheese',
      'Non-stick cooking spray',
      '1 pound dry spaghetti',
      '1 red cabbage, roughly chopped',
    ]);
  });

  it('keeps the list alone where what comes before it says whom the recipe is for', () => {
    const recipe = read(`<h1>Canard</h1><h2>Ingrédients</h2><p><b>Dans votre box</b></p><p>2 personnes</p>
      <ul><li>4x gousse d'ail</li><li>6x cuisse de canard</li></ul><h2>Préparation</h2>
      <ol><li>Préchauffez le four.</li><li>Enfournez le canard.</li></ol>`);
    expect(recipe?.ingredients).toEqual(["4x gousse d'ail", '6x cuisse de canard']);
  });

  it('takes the first line of a paragraph of rows as its group name where the other groups are named in bold', () => {
    const recipe = read(`<h1>Chicken Wings</h1><p><b>Ingredients</b></p>
      <p>Dry brine<br>2 pounds chicken wings<br>1 tablespoon kosher salt</p>
      <ul><li><b>Pomegranate glaze</b></li><li>2 tablespoons neutral oil</li><li>1/2 cup pomegranate molasses</li></ul>
      ${steps}`);
    expect(recipe?.ingredients).toEqual([
      '2 pounds chicken wings',
      '1 tablespoon kosher salt',
      '2 tablespoons neutral oil',
      '1/2 cup pomegranate molasses',
    ]);
  });
});

describe("a card's tabs", () => {
  it('reads a heading written as a link over the ingredients ("Ingredients of Stuffed Tortellini")', () => {
    const recipe = read(`<h1>Stuffed Tortellini</h1><p><a href="#i">Ingredients of Stuffed Tortellini</a></p>
      <ul><li>500 gm cherry tomatoes</li><li>250 gm pasta tortellini</li></ul><p>How to make Stuffed Tortellini</p>
      <ol><li>Roast the tomatoes for 15 minutes.</li><li>Cook the tortellini and toss with the tomatoes.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['500 gm cherry tomatoes', '250 gm pasta tortellini']);
  });

  it('does not read a line of links naming the parts ("Ingredients Method Nutrition") as the ingredients heading', () => {
    const recipe = read(`<h1>Crunchy Chickpeas</h1><div><a href="#i">Ingredients</a> <a href="#m">Method</a>
      <a href="#n">Nutrition</a></div><p><b>Ingredients</b></p>
      <ul><li>1 can chickpeas</li><li>1 ½ tablespoons ranch seasoning</li></ul><p><b>Method</b></p>
      <div>Oven Instructions</div><ol><li>Rinse and dry the chickpeas. <span>1 can chickpeas</span></li>
      <li>Bake them for 30 minutes. <span>1 ½ tablespoons ranch seasoning</span></li></ol>
      <div>Air Fryer Instructions</div><ol><li>Preheat the air fryer to 375°F.</li>
      <li>Air fry the chickpeas for 15 minutes.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['1 can chickpeas', '1 ½ tablespoons ranch seasoning']);
    expect(recipe?.steps.map((s) => s.label)).toEqual(['Oven Instructions', null, 'Air Fryer Instructions', null]);
  });
});

describe('a post typed as lines', () => {
  it('reads a row ending with a stop among the rows ("Freshly ground black pepper.") as a row, not the first step', () => {
    const recipe = read(`<h1>Banh Mi</h1><div><b>Ingredients</b><br>100g tofu, sliced<br>1/2 tsp soy sauce<br>
      10g carrot, shredded<br>Freshly ground black pepper.<br>1/4 tsp Sriracha<br>Squeeze of lime<br><b>Get started</b><br>
      Slice the baguette in half lengthways.<br>Fry the tofu for a few minutes until golden.<br>
      Fill the baguette and drizzle over the Sriracha.</div>`);
    expect(recipe?.ingredients).toEqual([
      '100g tofu, sliced',
      '1/2 tsp soy sauce',
      '10g carrot, shredded',
      'Freshly ground black pepper.',
      '1/4 tsp Sriracha',
      'Squeeze of lime',
    ]);
    expect(recipe?.steps).toHaveLength(3);
  });
});

describe('names and amounts in blocks of their own', () => {
  it('does not take rows that start with their amount for a servings control before such pairs', () => {
    const recipe = read(`<h1>Banh Mi</h1><div><b>Ingredients</b><br>100g tofu, sliced<br>1 demi baguette<br>
      Freshly ground black pepper<br>1/4 tsp Sriracha<br>Squeeze of lime</div><h3>Method</h3>
      <p>Slice the baguette in half lengthways.</p><p>Fill the baguette and drizzle over the Sriracha.</p>`);
    expect(recipe?.ingredients).toEqual([
      '100g tofu, sliced',
      '1 demi baguette',
      'Freshly ground black pepper',
      '1/4 tsp Sriracha',
      'Squeeze of lime',
    ]);
  });
});

describe('ingredients in one paragraph under a heading of any words', () => {
  it('reads a paragraph of ingredients one after another under the recipe’s heading, and the paragraphs after it', () => {
    const recipe = read(`<h1>Bento Filler: Orange Juice Carrots</h1><p>What, yet another carrot recipe?</p>
      <h3>Recipe: Orange Juice Carrots</h3><p>The thick end of 3 large carrots, Orange juice, 1/4 tsp. salt,
      1 whole red chili pepper, 1 Tbs. soy sauce</p><p>Cut the carrots into fairly thick rounds.</p>
      <p>Cook them in the orange juice with the chili pepper and the salt.</p><h3>Variation</h3><p>Omit the salt.</p>`);
    expect(recipe?.ingredients).toEqual([
      'The thick end of 3 large carrots',
      'Orange juice',
      '1/4 tsp. salt',
      '1 whole red chili pepper',
      '1 Tbs. soy sauce',
    ]);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Cut the carrots into fairly thick rounds.',
      'Cook them in the orange juice with the chili pepper and the salt.',
    ]);
  });
});
