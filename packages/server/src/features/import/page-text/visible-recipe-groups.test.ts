import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

const read = (html: string) => readVisibleRecipe(parseDocument(html));
const steps = `<h3>Instructions</h3><ol><li>Brown the beef.</li><li>Add the beans and simmer.</li></ol>`;
/** A recipe in two parts: carrots, most without an amount, then a glaze. */
const CARROTS = ['The thick end of 3 large carrots', 'Orange juice', '1/4 tsp. salt'];
const GLAZE = ['1 Tbs. soy sauce', '1/2 Tbs. maple syrup'];

describe('ingredients in groups named by bare nouns', () => {
  it('reads a group ranked as the ingredients heading whose lines have no amounts ("To serve")', () => {
    const recipe = read(`<h1>Chili</h1><h3>Ingredients</h3><ul><li>500 g beef</li><li>1 can beans</li></ul>
      <h3>To serve</h3><ul><li>sour cream</li><li>fresh coriander</li></ul>${steps}`);
    expect(recipe?.ingredients).toEqual(['500 g beef', '1 can beans', 'sour cream', 'fresh coriander']);
  });

  it('ends the ingredients at a heading so ranked over links (tags) or prose', () => {
    const tags = read(`<h1>Chili</h1><h3>Ingredients</h3><ul><li>500 g beef</li><li>1 can beans</li></ul>
      <h3>Filed under</h3><ul><li><a href="/t/beef">Beef</a></li><li><a href="/t/dinner">Dinner</a></li></ul>${steps}`);
    expect(tags?.ingredients).toEqual(['500 g beef', '1 can beans']);
  });

  it('ends the ingredients at "Recipe Tags", "Recipe Video" and the like, whatever lines follow', () => {
    const recipe = read(`<h1>Chili</h1><h3>Ingredients</h3><p>500 g beef</p><p>1 can beans</p>
      <h3>Recipe Video</h3><p>Watch</p><p>Share</p>${steps}`);
    expect(recipe?.ingredients).toEqual(['500 g beef', '1 can beans']);
  });

  it('reads groups under sub-headings when the method heading has words of its own', () => {
    const recipe =
      read(`<h1>Chili</h1><h2>Ingredients</h2><h3>Chili</h3><ul><li>500 g beef</li><li>1 can beans</li></ul>
      <h3>Toppings</h3><ul><li>sour cream</li><li>fresh coriander</li></ul><h2>Let's get cooking</h2>
      <ol><li>Brown the beef in a large pan.</li><li>Add the beans and simmer for an hour.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['500 g beef', '1 can beans', 'sour cream', 'fresh coriander']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Brown the beef in a large pan.',
      'Add the beans and simmer for an hour.',
    ]);
  });
});

describe('ingredients in parts, each under an ingredients heading of its own', () => {
  it('reads every part when a row has a long note in brackets', () => {
    const recipe = read(`<h1>Cheesecake</h1><h3>Ingredients for the crust</h3>
      <ul><li>1 ½ cups graham cracker crumbs (about 10 full sheets, crushed)</li><li>5 tbsp butter, melted</li></ul>
      <h3>Ingredients for the filling</h3><ul><li>500 g cream cheese</li><li>1 cup sugar</li></ul>
      <h3>Instructions</h3><ol><li>Mix the crumbs and butter.</li><li>Beat the filling and bake.</li></ol>`);
    expect(recipe?.ingredients).toEqual([
      '1 ½ cups graham cracker crumbs (about 10 full sheets, crushed)',
      '5 tbsp butter, melted',
      '500 g cream cheese',
      '1 cup sugar',
    ]);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Mix the crumbs and butter.', 'Beat the filling and bake.']);
  });

  it('leaves out a part’s bare name written as a plain paragraph among paragraph rows', () => {
    const recipe = read(`<h1>Cake</h1><h3>Ingredients</h3><p>Dough</p><p>200 g flour</p><p>1 egg</p>
      <p>Frosting:</p><p>100 g sugar</p><p>Salt</p>${steps}`);
    expect(recipe?.ingredients).toEqual(['200 g flour', '1 egg', '100 g sugar', 'Salt']);
  });

  it('leaves out a part’s bare name written as an item among the rows, not one that ends the list', () => {
    const recipe = read(`<h1>Cake</h1><h3>Ingredients</h3><ul><li>200 g flour</li><li>1 egg</li><li>Topping</li>
      <li>100 g sugar</li><li>1 lemon</li></ul>${steps}`);
    expect(recipe?.ingredients).toEqual(['200 g flour', '1 egg', '100 g sugar', '1 lemon']);
    const salad = read(
      `<h1>Salad</h1><h3>Ingredients</h3><ul><li>1 lettuce</li><li>2 tomatoes</li><li>Dressing</li></ul>${steps}`,
    );
    expect(salad?.ingredients).toEqual(['1 lettuce', '2 tomatoes', 'Dressing']);
  });
});

describe('a recipe in two parts, the second named by a group', () => {
  const texts = (recipe: ReturnType<typeof read>) => recipe?.steps.map((s) => [s.label, s.text]);

  it('judges a list by all its groups: a first part without amounts still opens the ingredients', () => {
    const recipe = read(`<h3>Recipe: Orange Juice Carrots</h3>
      <ul><li>The thick end of 3 large carrots</li><li>Orange juice</li><li>1/4 tsp. salt</li></ul>
      <p><strong>For the glaze:</strong></p><ul><li>1 Tbs. soy sauce</li><li>1/2 Tbs. maple syrup</li></ul>
      <p>Cut the carrots into fairly thick rounds and put them in a pan.</p>
      <p>Cover with orange juice, add the salt and cook until tender.</p>`);
    expect(recipe?.ingredients).toEqual([...CARROTS, ...GLAZE]);
  });

  it('reads the method on past a group under a heading of no method words ("Get started")', () => {
    const recipe = read(`<h1>Banh Mi</h1><h2>Ingredients</h2><ul><li>100g tofu</li><li>1 baguette</li></ul>
      <h2>Get started</h2><ol><li>Slice the baguette in half.</li><li>Marinate the tofu for 30 minutes.</li></ol>
      <p><strong>For the filling:</strong></p><ol><li>Fry the tofu until golden.</li><li>Fill the baguette with the tofu.</li></ol>`);
    expect(texts(recipe)).toEqual([
      [null, 'Slice the baguette in half.'],
      [null, 'Marinate the tofu for 30 minutes.'],
      ['For the filling', 'Fry the tofu until golden.'],
      [null, 'Fill the baguette with the tofu.'],
    ]);
  });

  it('reads the ingredients under a plain "Ingredients" line on past a group heading ("For the glaze")', () => {
    const recipe = read(`<h1>Ribs</h1><p>Ingredients</p><ul><li>Baby back ribs</li><li>Honey BBQ rub</li></ul>
      <h4>For the glaze</h4><ul><li>1 cup brown sugar</li><li>1 cup cider vinegar</li></ul>
      <p>Prepare your smoker at 275 degrees.</p><p>Apply the rub to both sides of the ribs.</p>`);
    expect(recipe?.ingredients).toEqual([
      'Baby back ribs',
      'Honey BBQ rub',
      '1 cup brown sugar',
      '1 cup cider vinegar',
    ]);
  });

  it.each([
    ['a list', (texts: string[]) => `<ol>${texts.map((t) => `<li>${t}</li>`).join('')}</ol>`],
    ['paragraphs', (texts: string[]) => texts.map((t) => `<p>${t}</p>`).join('')],
  ])('reads the method in %s on past a group named by a heading ranked above the method heading', (_, write) => {
    const recipe = read(`<h1>Wings</h1><h5>Ingredients</h5><ul><li>1 kg wings</li><li>1 tbsp salt</li></ul>
      <h5>Directions</h5>${write(['Salt the wings.', 'Roast them for 40 minutes.'])}
      <h4>For the glaze</h4>${write(['Boil the sugar with the vinegar.', 'Toss the wings in it.'])}`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Salt the wings.',
      'Roast them for 40 minutes.',
      'Boil the sugar with the vinegar.',
      'Toss the wings in it.',
    ]);
  });
});

describe('a recipe laid out in columns, each list in two side by side', () => {
  const columns = (tag: string, items: string[]) =>
    `<div class="columns"><div><${tag}>${items
      .slice(0, 2)
      .map((i) => `<li>${i}</li>`)
      .join('')}</${tag}></div><div><${tag}>${items
      .slice(2)
      .map((i) => `<li>${i}</li>`)
      .join('')}</${tag}></div></div>`;

  it('reads both columns of ingredients under a heading of no ingredients words', () => {
    const recipe = read(`<h1>Pesto pasta</h1><h3>Pesto</h3>
      ${columns('ul', ['Broccoli', 'Garlic', '1 dl parmesan', '2 tbsp olive oil'])}
      <h3>Instruktioner</h3><ol><li>Cook the pasta in salted water.</li><li>Blend the pesto and mix it in.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['Broccoli', 'Garlic', '1 dl parmesan', '2 tbsp olive oil']);
  });

  it('reads both columns of steps written without stops', () => {
    const recipe = read(`<h1>Pesto pasta</h1><h3>Ingredients</h3><ul><li>200 g pasta</li><li>75 g broccoli</li></ul>
      <h3>Instructions</h3>${columns('ol', ['Cook the pasta', 'Steam the broccoli', 'Blend the pesto', 'Mix it in'])}`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Cook the pasta',
      'Steam the broccoli',
      'Blend the pesto',
      'Mix it in',
    ]);
  });
});

describe('a recipe in two parts written as paragraphs, not lists', () => {
  // Rows in blocks `tag` under a heading of no ingredients words, the second part named by `group`.
  const carrots = (tag: string, group: string) => {
    const rows = (texts: string[]) => texts.map((t) => `<${tag}>${t}</${tag}>`).join('');
    return read(`<h1>Carrots</h1><h3>Recipe: Orange Juice Carrots</h3>
      ${rows(CARROTS)}${group}
      ${rows(GLAZE)}
      <p>Cut the carrots into fairly thick rounds and put them in a pan.</p>
      <p>Cover with orange juice, add the salt and cook until tender.</p>`);
  };

  it('reads rows on past a group name in bold, under a heading of no ingredients words', () => {
    const recipe = carrots('p', '<p><strong>For the glaze:</strong></p>');
    expect(recipe?.ingredients).toEqual([...CARROTS, ...GLAZE]);
    expect(recipe?.steps).toHaveLength(2);
  });

  it('ends a method of groups, each one paragraph of lines, with the last paragraph (not at a credit after it)', () => {
    const recipe = read(`<h1>Shortbread</h1><h3>Ingredients</h3><ul><li>200 g butter</li><li>250 g flour</li></ul>
      <h3>Method</h3><p>Cream the butter and sugar.<br>Mix in the flour.<br>Shape the dough into two logs.</p>
      <p><strong>For the biscuits:</strong></p><p>Chill the logs for two hours.<br>Slice them into discs.<br>Bake for 12 minutes.</p>
      <p><em>Recipe adapted from</em> The Great British Bake Off book <em>by the Bake Off Team.</em></p>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Cream the butter and sugar.',
      'Mix in the flour.',
      'Shape the dough into two logs.',
      'Chill the logs for two hours.',
      'Slice them into discs.',
      'Bake for 12 minutes.',
    ]);
  });

  it('reads rows on past a group heading ranked under the one over them', () => {
    expect(carrots('div', '<h4>For the glaze</h4>')?.ingredients).toHaveLength(5);
  });
});

describe('a recipe in parts under no ingredients or method heading', () => {
  it('ends the ingredients where a list of sentences starts, and reads the method on past its group', () => {
    const recipe = read(`<h1>Street Tacos</h1><p>Makes 6 servings</p>
      <ul><li>2 Tbsp canola oil</li><li>1 package hash browns</li></ul>
      <h4>For the filling</h4><ul><li>1 can black eyed peas</li><li>1 red onion, diced</li></ul>
      <ol><li>Heat the oil in a large skillet and brown the potatoes.</li><li>Add the peas and the onion and mix well.</li></ol>
      <h4>For the filling</h4><ol><li>Toast each tortilla in a dry skillet for a minute.</li><li>Spread the mixture over them.</li></ol>`);
    expect(recipe?.ingredients).toEqual([
      '2 Tbsp canola oil',
      '1 package hash browns',
      '1 can black eyed peas',
      '1 red onion, diced',
    ]);
    expect(recipe?.steps.map((s) => [s.label, s.text])).toEqual([
      [null, 'Heat the oil in a large skillet and brown the potatoes.'],
      [null, 'Add the peas and the onion and mix well.'],
      ['For the filling', 'Toast each tortilla in a dry skillet for a minute.'],
      [null, 'Spread the mixture over them.'],
    ]);
  });

  it('reads the method under a heading of words it does not know after the groups of ingredients', () => {
    const recipe =
      read(`<h1>Banh Mi</h1><ul><li>100g tofu, sliced</li><li>1 baguette</li><li>1/2 tsp soy sauce</li></ul>
      <h4>For the filling</h4><ul><li>1 tbsp rice vinegar</li><li>10g radish, sliced</li></ul>
      <h2>Get going</h2><ol><li>Slice the baguette in half lengthways.</li><li>Marinate the tofu for 30 minutes.</li></ol>`);
    expect(recipe?.ingredients).toHaveLength(5);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Slice the baguette in half lengthways.',
      'Marinate the tofu for 30 minutes.',
    ]);
  });

  it('reads the method’s list after a note on the ingredients', () => {
    const recipe = read(`<h1>Pancakes</h1><h3>Zutaten*</h3><ul><li>80 g Spinat</li><li>125 g Quark</li></ul>
      <p><strong>Für die Füllung:</strong></p><ul><li>50 g Blaubeeren</li><li>1 Prise Salz</li></ul>
      <p>* Beispielhafte Mengen, die Ihren Plan nicht ersetzen.</p>
      <ol><li>Den Spinat auftauen lassen und gut ausdrücken.</li><li>Mit dem Quark zu einem Teig vermixen.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['80 g Spinat', '125 g Quark', '50 g Blaubeeren', '1 Prise Salz']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Den Spinat auftauen lassen und gut ausdrücken.',
      'Mit dem Quark zu einem Teig vermixen.',
    ]);
  });

  it('does not read a reader’s comment quoting the ingredients it changed as a recipe', () => {
    const recipe = read(`<h1>Tuscan mushrooms</h1><p>Roasted mushrooms with olives and basil.</p>
      <h2>14 Comments</h2><ol><li><p>I changed the ingredients a little:</p><ul><li>3 eggs</li><li>2 cups oat milk</li>
      <li>1 tsp cinnamon</li></ul><p>and baked it for 10 minutes longer.</p></li><li><p>Can I freeze it?</p></li></ol>`);
    expect(recipe).toBeNull();
  });
});
