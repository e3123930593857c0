import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

// Pages that write their method as paragraphs or blocks, with lists of what each step uses, or without headings.

const read = (html: string) => readVisibleRecipe(parseDocument(html));

describe('readVisibleRecipe on a menu named like ingredients under a recipe card', () => {
  it("does not lend the card's method to a menu of links headed 'Ingredient'", () => {
    const links = ['Beef Recipes', 'Chicken Recipes', 'Lamb Recipes', 'Pork Recipes', 'Seafood Recipes', 'Cocktails'];
    const recipe =
      read(`<h1>Instant Pot Quinoa</h1><h4>Ingredients</h4><ul><li>1 cup quinoa</li><li>1 1/2 cups water</li></ul>
      <h4>Instructions</h4><ol><li>Rinse the quinoa.</li><li>Cook for 1 minute on high pressure.</li></ol>
      <h4>Notes</h4><p>Leftover quinoa keeps well for 4 to 5 days.</p>
      <p>Ingredient</p><div>${links.map((l) => `<p>${l}</p>`).join('')}</div>`);
    expect(recipe?.ingredients).toEqual(['1 cup quinoa', '1 1/2 cups water']);
  });

  it("still takes a post's method above a card that lists only the ingredients", () => {
    const recipe = read(`<h2>Pruimenjam maken: zo doe je dat</h2><ol><li>Spoel de pruimen schoon.</li>
      <li>Breng de jam aan de kook.</li></ol><p>Foutje gezien? Mail ons!</p>
      <h2>Ingrediënten</h2><ul><li>1 kilo pruimen</li><li>250 gram geleisuiker</li></ul>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Spoel de pruimen schoon.', 'Breng de jam aan de kook.']);
  });
});

describe('readVisibleRecipe on the lists of what each step uses', () => {
  it('leaves out a line that lists the ingredients a step uses, keeping the label of the step it stood for', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>1 unbaked pie crust</li><li>1 ½ cups all-purpose flour</li>
      <li>¾ cup brown sugar</li></ul><h2>Instructions</h2><div>Preheat oven to 425℉.</div>
      <div>Roll out the pie crust and line a 9-inch pie plate.</div><div>1 unbaked pie crust</div>
      <div>In a food processor, combine flour and sugar.</div><div>1 ½ cups all-purpose flour, ¾ cup brown sugar</div>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Preheat oven to 425℉.',
      'Roll out the pie crust and line a 9-inch pie plate.',
      'In a food processor, combine flour and sugar.',
    ]);
  });

  it('reads the sentences over the lists of what each step uses as the steps, though styled as their titles', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>600 g tomatoes</li><li>0.25 cucumber</li></ul>
      <h2>Recipe steps</h2><p class="step-title">Wash the vegetables and peel the cucumber.</p>
      <ul><li>600 g tomatoes</li><li>0.25 cucumber</li></ul>
      <p class="step-title">Process everything through the press.</p><ul><li>600 g tomatoes</li><li>0.25 cucumber</li></ul>`);
    expect(recipe?.steps).toEqual([
      { text: 'Wash the vegetables and peel the cucumber.', label: null },
      { text: 'Process everything through the press.', label: null },
    ]);
  });
});

describe('readVisibleRecipe on a method in paragraphs under a heading of other words', () => {
  it('reads the sentences under the heading after the ingredients as the steps ("Get started")', () => {
    const recipe = read(`<h2>Ingredients</h2><p>100g tofu, sliced</p><p>1 demi baguette</p><p>Squeeze of lime</p>
      <h2>Get started</h2><p>Slice the baguette in half lengthways.</p><p>Marinade the tofu for 30 minutes.</p>
      <p>Facebook Twitter Pin it</p><h2>Recipes galore!</h2><ul><li>Naked</li><li>Smoked</li></ul>`);
    expect(recipe?.ingredients).toEqual(['100g tofu, sliced', '1 demi baguette', 'Squeeze of lime']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Slice the baguette in half lengthways.',
      'Marinade the tofu for 30 minutes.',
    ]);
  });

  it('reads a list under such a heading without the step numbers in blocks of their own', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>100g tofu, sliced</li><li>1 demi baguette</li></ul>
      <h2>Get started</h2><ol><li><p>1</p><p>Slice the baguette in half.</p></li><li><p>2</p><p>Marinade the tofu.</p></li></ol>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Slice the baguette in half.', 'Marinade the tofu.']);
  });

  it('reads no steps under a heading over notes or after a paragraph about the ingredients', () => {
    const notes = read(`<h2>Ingredients</h2><p>100g tofu</p><p>1 baguette</p>
      <h2>Notes</h2><p>Keeps for two days in the fridge.</p><p>Use any bread you like here.</p>`);
    expect(notes?.steps ?? []).toEqual([]);
  });
});

describe('readVisibleRecipe on a method in paragraphs without stops', () => {
  it('reads every short paragraph as a step on a page that ends no step with a stop', () => {
    const recipe = read(`<h3>Pesto</h3><ul><li>Broccoli 75 g</li><li>Parmesan 1 dl</li></ul>
      <h3>Instruktioner</h3><p>Koka valfri pasta</p><p>Ånga broccolin tills den är mjuk</p><p>Blanda med pastan</p>
      <h3>Liknande barnrecept</h3><p>Kycklingsallad</p>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Koka valfri pasta',
      'Ånga broccolin tills den är mjuk',
      'Blanda med pastan',
    ]);
  });

  it('ends a method written as paragraphs at a note after it ("Option: …", "Tip: …")', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>1 tbsp pesto</li><li>2 slices bread</li></ul><h2>Method</h2>
      <p>Spread the pesto on the bread.</p><p>Toast for 3-4 minutes.</p><p>Option: You can swap out pesto for avocado.</p>
      <p>Tip: Use up leftover pesto on crackers.</p>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Spread the pesto on the bread.', 'Toast for 3-4 minutes.']);
  });

  it('ends a method written as lines of one block (a blog’s post body) at notes after it', () => {
    const recipe = read(`<div class="post-body"><b>Ingredients</b><br>1 tbsp pesto<br>2 slices bread<br><br>
      <b>Method</b><br>Spread the pesto on the bread.<br>Toast for 3-4 minutes.<br>
      Option: swap the pesto for avocado.<br>Tip: use up leftover pesto on crackers.<br><br><b>You might also like:</b></div>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Spread the pesto on the bread.', 'Toast for 3-4 minutes.']);
    // (One note at the end of the paragraph of steps is the last step's.)
    const one = read(`<h2>Zutaten</h2><ul><li>2 Eier</li><li>1 Tasse Milch</li></ul><h2>Zubereitung</h2>
      <p>Die Eier mit der Milch verquirlen.<br>In der Pfanne stocken lassen.<br>TIP: mit Schnittlauch servieren.</p>`);
    expect(one?.steps.map((s) => s.text)).toEqual([
      'Die Eier mit der Milch verquirlen.',
      'In der Pfanne stocken lassen. TIP: mit Schnittlauch servieren.',
    ]);
  });

  it('still ends steps written as sentences at a short line that is none', () => {
    const recipe = read(`<h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup milk</li></ul><h2>Method</h2>
      <p>Whisk the eggs with the milk.</p><p>Cook in a hot pan until set.</p><p>Rate this</p><p>More from the blog</p>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Whisk the eggs with the milk.', 'Cook in a hot pan until set.']);
  });
});

describe('readVisibleRecipe on a page with no ingredients heading and no lists', () => {
  it('opens the ingredients at the line saying whom the recipe is for, and ends the method at related products', () => {
    const recipe =
      read(`<h1>Gazpacho</h1><p>4 people</p><p>600 g tomatoes</p><p>0.25 cucumber</p><p>2 tbsp olive oil</p>
      <h2>Associated products</h2><p>COOK EXPERT</p><p><b>RECIPE STEPS</b></p>
      <p class="step-title">1 Wash the vegetables. Peel the cucumber.</p><ul><li>600 g tomatoes</li><li>0.25 cucumber</li></ul>
      <p class="step-title">2 Season with salt, pepper and olive oil.</p><ul><li>2 tbsp olive oil</li><li>0.25 cucumber</li></ul>
      <h2>You might be interested in...</h2><p>Turn your food processor into a juicer.</p>`);
    expect(recipe?.ingredients).toEqual(['600 g tomatoes', '0.25 cucumber', '2 tbsp olive oil']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Wash the vegetables. Peel the cucumber.',
      'Season with salt, pepper and olive oil.',
    ]);
  });
});

describe('readVisibleRecipe on rows written as blocks under the title, over the method’s list', () => {
  const page = (rows: string) =>
    read(`<h1>Mexican Cauliflower Rice</h1>${rows}
      <ol><li><p>Heat a pan on medium heat with oil.</p></li><li><p>Add the cauliflower and cook it.</p></li></ol>`);
  const rows = [
    '1 bag cauliflower rice (if using fresh cauliflower rice, add olive oil, avocado oil or coconut oil to the pan)',
    '1-2 Tbsp olive oil',
    '3/4 cup salsa',
    'fresh cilantro, chopped',
  ];

  it('reads them as the ingredients, a row’s long note in brackets and all', () => {
    const recipe = page(rows.map((row) => `<p>${row}</p>`).join(''));
    expect(recipe?.ingredients).toEqual(rows);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Heat a pan on medium heat with oil.',
      'Add the cauliflower and cook it.',
    ]);
  });

  it('takes no rows of another kind over the list for ingredients, nor a row long outside its brackets', () => {
    const facts = ['Prep 10 min', 'Cook 20 min', 'Serves 4'];
    const rowsOf = (html: string) => page(html)?.ingredients ?? [];
    expect(rowsOf(facts.map((f) => `<p>${f}</p>`).join(''))).not.toEqual(expect.arrayContaining([facts[2]]));
    const story = '1 day I made this for my family and they loved it so much that I have made it every week since then';
    expect(rowsOf(`<p>${story}</p><p>${rows[1]}</p>`)).not.toEqual(expect.arrayContaining([story]));
  });
});

describe("readVisibleRecipe on a method written as blocks of the card's own block", () => {
  it('ends the method where the block holding its heading and its steps ends', () => {
    const recipe = read(`<h1>Kritharaki-Salat</h1><div class="card"><h2>Zutaten</h2><div><div>250 g Kritharaki</div>
      <div>2 Tomaten</div></div><div class="method"><h2>Zubereitung</h2><div><div>Kritharaki kochen und abgießen.</div>
      <div>Tomaten würfeln und alles mischen.</div></div></div></div>
      <div class="glossary"><p>Kritharaki sind kleine Nudeln in Reisform, die häufig in der griechischen Küche verwendet werden.</p></div>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Kritharaki kochen und abgießen.',
      'Tomaten würfeln und alles mischen.',
    ]);
  });

  it("reads on past a block that holds only the method heading and a line under it (the heading's own block)", () => {
    const recipe = read(`<h2>Ingredienti</h2><ul><li>2 uova</li><li>100 g di zucchero</li></ul>
      <div class="titolo"><h2>Procedimento</h2><p>Pronto in 30 minuti e facilissimo da fare.</p></div>
      <div><p>Montate le uova con lo zucchero.</p><p>Versate in uno stampo e infornate a 190°.</p></div>`);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Pronto in 30 minuti e facilissimo da fare.',
      'Montate le uova con lo zucchero.',
      'Versate in uno stampo e infornate a 190°.',
    ]);
  });
});

describe('readVisibleRecipe on steps written as blocks side by side', () => {
  const page = (after: string) =>
    '<h2>Ingredients</h2><ul><li>2 Tbsp oil</li><li>1 cup salsa</li></ul><h2>Directions</h2>' +
    '<div class="steps"><div>Heat the oil in a skillet.</div><div>Add the salsa and mix well.</div>' +
    '<div>Cook until the potatoes are crisp.</div><div>Spread over tortillas and serve!</div></div>' +
    after;

  it('ends them at a line outside their block (a cooking mode’s "Recipe Complete!")', () => {
    const steps = read(page('<div class="done"><div>Need to start again?</div><div>Recipe Complete!</div></div>'));
    expect(steps?.steps.map((s) => s.text)).toEqual([
      'Heat the oil in a skillet.',
      'Add the salsa and mix well.',
      'Cook until the potatoes are crisp.',
      'Spread over tortillas and serve!',
    ]);
  });

  it('goes on under a section heading in a block of its own', () => {
    const more =
      '<p><strong>For the topping:</strong></p><div><div>Grate the cheese over the tacos.</div><div>Sprinkle them with the chopped parsley.</div></div>';
    expect(read(page(more))?.steps.map((s) => s.text)).toHaveLength(6);
  });
});

describe('readVisibleRecipe on a page with no ingredients heading whose rows are blocks, not list items', () => {
  it('reads the blocks under a group’s heading as ingredients when they are shaped like them', () => {
    const recipe = read(`<h1>Pasta med pesto</h1><h3>Pesto</h3><div><div>75 g broccoli</div><div>1 vitlöksklyfta</div>
      <div>1 dl parmesan</div><div>Citron</div></div>
      <h3>Instruktioner</h3><div><div>Koka pastan.</div><div>Mixa peston.</div></div>`);
    expect(recipe?.ingredients).toEqual(['75 g broccoli', '1 vitlöksklyfta', '1 dl parmesan', 'Citron']);
    expect(recipe?.steps.map((s) => s.text)).toEqual(['Koka pastan.', 'Mixa peston.']);
  });

  it('keeps the first row of names over their amounts, each in a block of its own', () => {
    const recipe = read(`<h1>Pasta</h1><h3>Pesto</h3><div><div><div>Broccoli</div>75 g</div>
      <div><div>Garlic</div>1 clove</div><div><div>Lemon</div></div></div>
      <h3>Instructions</h3><div><div>Cook the pasta.</div><div>Make the pesto.</div></div>`);
    expect(recipe?.ingredients).toEqual(['Broccoli 75 g', 'Garlic 1 clove', 'Lemon']);
  });

  it('reads no ingredients from a heading over the recipe’s facts', () => {
    const recipe = read(`<h1>Pasta</h1><h3>Details</h3><div>Prep time: 10 min</div><div>Serves: 4</div>
      <h3>Instructions</h3><div><div>Cook the pasta.</div><div>Serve it.</div></div>`);
    expect(recipe).toBeNull();
  });

  it('reads block rows under a heading with the method as paragraphs after them, under no heading', () => {
    const recipe = read(`<h1>Bento Filler: Carrots</h1><p>What, yet another carrot recipe? I do like carrots.</p>
      <h3>Recipe: Orange Juice Carrots</h3><div><div>The thick end of 3 large carrots</div>
      <div>Orange juice (freshly squeezed is best)</div><div>1/4 tsp. salt</div><div>1 Tbs. soy sauce</div></div>
      <p>Cut the top half of the carrots into slices.</p><p>Put the carrots in a pan with the juice.</p>
      <p>Add the soy sauce and serve.</p><h3>Variation</h3><p>Omit the salt.</p>`);
    expect(recipe?.ingredients).toEqual([
      'The thick end of 3 large carrots',
      'Orange juice (freshly squeezed is best)',
      '1/4 tsp. salt',
      '1 Tbs. soy sauce',
    ]);
    expect(recipe?.steps).toHaveLength(3);
  });
});
