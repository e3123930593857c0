import { describe, expect, it } from 'vitest';
import { jsonLd, names, read } from './page-reader.fixtures';

describe('readRecipePage where structured data and the page disagree', () => {
  it('prefers the visible list when structured amounts are 0 for lines the page writes "as required"', async () => {
    const recipeIngredient = ['500 g cherry tomatoes', '0 As required salt', '0 As required black pepper'];
    const draft =
      await read(`${jsonLd({ name: 'Tortellini', recipeIngredient, recipeInstructions: ['Roast.', 'Boil.'] })}
      <h2>Ingredients</h2><ul><li>500 gm cherry tomatoes</li><li>salt as required</li><li>black pepper as required</li></ul>
      <h2>Method</h2><ol><li>Roast.</li><li>Boil.</li></ol>`);
    expect(draft.parsed.ingredients.map((r) => [r.amount, r.ingredient_name])).toEqual([
      [500, 'cherry tomatoes'],
      [null, 'salt as required'],
      [null, 'black pepper as required'],
    ]);
  });

  it("prefers the page's rows where the structured ones drop the notes the page shows after them", async () => {
    const recipeIngredient = ['2 cups flour', '1 cup butter', '6 apples', '1 egg'];
    const shown = [
      '2 cups flour, sifted',
      '1 cup butter, very cold and cubed',
      '6 apples, peeled and sliced',
      '1 egg, beaten',
    ];
    const draft = await read(`${jsonLd({ name: 'Pie', recipeIngredient, recipeInstructions: ['Mix.', 'Bake.'] })}
      <h2>Ingredients</h2><ul>${shown.map((l) => `<li>${l}</li>`).join('')}</ul>
      <h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>`);
    expect(draft.parsed.ingredients.map((r) => r.preparation)).toEqual([
      'sifted',
      'very cold and cubed',
      'peeled and sliced',
      'beaten',
    ]);
  });

  it("leaves out structured steps after the method the page shows, and reads the page's where the data's are another dish's", async () => {
    const page = `<h2>Ingredients</h2><ul><li>1 onion</li><li>2 carrots</li></ul><h2>Method</h2>
      <ol><li>Chop the onion and the carrots.</li><li>Simmer them in the stock for 25 minutes.</li></ol>`;
    const more = [
      'Chop the onion and the carrots.',
      'Simmer them in the stock for 25 minutes.',
      'Enjoy! See my soups here.',
    ];
    const extra = await read(
      `${jsonLd({ name: 'Soup', recipeIngredient: ['1 onion', '2 carrots'], recipeInstructions: more })}${page}`,
    );
    expect(extra.parsed.instructions.map((s) => s.instruction)).toEqual(more.slice(0, 2));
    const other = ['Roll the meatballs.', 'Fry them in hot oil until brown.'];
    const wrong = await read(
      `${jsonLd({ name: 'Soup', recipeIngredient: ['1 onion', '2 carrots'], recipeInstructions: other })}${page}`,
    );
    expect(wrong.parsed.instructions.map((s) => s.instruction)).toEqual(more.slice(0, 2));
  });

  it('leaves out what the last structured step adds after the method the page shows', async () => {
    const recipeInstructions = [
      { '@type': 'HowToStep', text: 'Simmer: Simmer the soup for 25 minutes.' },
      {
        '@type': 'HowToStep',
        text: 'Season and serve: Stir in the lemon juice. Leftovers keep for a week. Links: Chicken Noodle Soup here on our site, great when you are under the weather!',
      },
    ];
    const draft =
      await read(`${jsonLd({ name: 'Soup', recipeIngredient: ['1 onion', '2 carrots'], recipeInstructions })}
      <h2>Ingredients</h2><ul><li>1 onion</li><li>2 carrots</li></ul><h2>Method</h2>
      <ol><li><b>Simmer:</b> Simmer the soup for 25 minutes.</li>
      <li><b>Season and serve:</b> Stir in the lemon juice. Leftovers keep for a week.</li></ol>
      <p><b>Links:</b></p><p>Chicken Noodle Soup here on our site, great when you are under the weather!</p>`);
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Simmer: Simmer the soup for 25 minutes.',
      'Season and serve: Stir in the lemon juice. Leftovers keep for a week.',
    ]);
  });

  it('keeps structured steps that say more than a method the page words otherwise', async () => {
    const recipeInstructions = ['Simmer the soup for 25 minutes.', 'Serve hot. Leftovers keep for a week.'];
    const draft =
      await read(`${jsonLd({ name: 'Soup', recipeIngredient: ['1 onion', '2 carrots'], recipeInstructions })}
      <h2>Ingredients</h2><ul><li>1 onion</li><li>2 carrots</li></ul><h2>Method</h2>
      <ol><li>Simmer the soup.</li><li>Serve hot.</li></ol>`);
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual(recipeInstructions);
  });

  it('ends the ingredients a page shows at a heading of related recipes', async () => {
    const draft = await read(`<h1>Hash Browns</h1><h2>Ingredients:</h2><ul><li>2 large potatoes, peeled</li>
      <li>2 Tbs. bacon fat</li></ul><h2>Related Recipes</h2><ul><li>Swedish Pancakes ></li><li>Crab Cakes ></li></ul>
      <h2>Directions:</h2><p>Grate the potatoes and wring them dry.</p><p>Fry in the bacon fat until golden.</p>`);
    expect(names(draft.parsed.ingredients)).toEqual(['large potatoes', 'bacon fat']);
  });
  it('reads the lists a page shows under no heading when its structured data has neither ingredients nor steps', async () => {
    // Microdata whose instructions attribute the page broke with unescaped quotes: what is left is "[{".
    const draft = await read(`<article itemscope itemtype="http://schema.org/Recipe">
      <meta itemprop="name" content="Artisan Margherita Pizza"><meta itemprop="recipeIngredient" content=" ">
      <meta itemprop="recipeInstructions" content="[{"@type":"HowToStep","text":"Install the stone."}]">
      <ul><li><span>220g</span> Fresh dough, room temperature</li><li><span>60g</span> Pizza sauce</li>
      <li>Handful fresh basil leaves</li><li><span>75g</span> Mozzarella</li></ul>
      <ul><li>Step 1</li><li>Install the pizza stone in the oven.</li><li>Step 2</li>
      <li>Stretch the dough by hand into a 25cm circle.</li></ul>
      <ul><li>twitter</li><li>facebook</li></ul></article>`);
    expect(draft.parsed.title).toBe('Artisan Margherita Pizza');
    expect(draft.parsed.ingredients.map((r) => [r.amount, r.unit, r.ingredient_name])).toEqual([
      [220, 'g', 'Fresh dough'],
      [60, 'g', 'Pizza sauce'],
      [null, 'handful', 'fresh basil leaves'],
      [75, 'g', 'Mozzarella'],
    ]);
    expect(draft.parsed.instructions.map((s) => [s.step_number, s.instruction])).toEqual([
      [1, 'Install the pizza stone in the oven.'],
      [2, 'Stretch the dough by hand into a 25cm circle.'],
    ]);
  });
  it('reads a page without structured data or headings from its list of ingredients and its list of steps', async () => {
    const draft = await read(`<h1>Margherita Pizza</h1><p>Try our cooking mode.</p>
      <ul><li>Prep 10 mins</li><li>Serves 2</li></ul>
      <ul><li>220g dough</li><li>60g pizza sauce</li><li>75g mozzarella</li></ul>
      <ul><li>Step 1</li><li>Install the pizza stone in the oven.</li><li>Step 2</li><li>Top the dough with the sauce.</li></ul>`);
    expect(draft.parser).toBe('builtin');
    expect(draft.parsed.title).toBe('Margherita Pizza');
    expect(names(draft.parsed.ingredients)).toEqual(['dough', 'pizza sauce', 'mozzarella']);
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Install the pizza stone in the oven.',
      'Top the dough with the sauce.',
    ]);
  });

  it('reads such a page from its list of rows and the paragraphs of its method after a list of links', async () => {
    const draft =
      await read(`<h1>Bacon Fat Hash Browns</h1><p>These crisp hash browns use the starch of the potatoes.</p>
      <ul><li>2 large russet potatoes, peeled</li><li>Fine sea salt and freshly ground pepper</li>
      <li>2 Tbs. rendered bacon fat</li><li>Flaky sea salt</li></ul>
      <h2>Related Recipes</h2><ul><li><a href="/r/crab-cakes">Crab Cakes</a></li><li><a href="/r/pancakes">Pancakes</a></li></ul>
      <div class="directions"><p>Grate the potatoes over a kitchen towel and wring them dry.<br><br>
      Warm the bacon fat in a pan over high heat and press in the potatoes.<br><br>
      Cook until golden brown, flip and sprinkle with flaky sea salt.</p></div>`);
    expect(names(draft.parsed.ingredients)).toEqual([
      'large russet potatoes',
      'Fine sea salt and freshly ground pepper',
      'rendered bacon fat',
      'Flaky sea salt',
    ]);
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Grate the potatoes over a kitchen towel and wring them dry.',
      'Warm the bacon fat in a pan over high heat and press in the potatoes.',
      'Cook until golden brown, flip and sprinkle with flaky sea salt.',
    ]);
  });

  it('reads such a page from a list of rows a third of them with an amount, the paragraphs of the method after it', async () => {
    const draft = await read(`<h1>Baby Back Ribs</h1><ul><li>Honey Bacon BBQ rub</li><li>Fajita seasoning</li>
      <li>1 cup of apple cider vinegar</li><li>1 cup of brown sugar</li><li>Your favourite BBQ sauce</li></ul>
      <p>Prepare your smoker at 275 degrees with hickory wood.</p><p>Remove the membrane off the back of the rack.</p>
      <p>Smoke the ribs until you get a beautiful mahogany colour.</p>`);
    expect(names(draft.parsed.ingredients)).toEqual([
      'Honey Bacon BBQ rub',
      'Fajita seasoning',
      'apple cider vinegar',
      'brown sugar',
      'Your favourite BBQ sauce',
    ]);
    expect(draft.parsed.instructions).toHaveLength(3);
  });

  it('reads such a page from rows typed as lines or a table’s rows, not only a list’s items', async () => {
    const method = `<p>Heat the oven to 180 degrees and line a tin.</p><p>Press the base into the tin and bake it.</p>
      <p>Whisk the eggs with the sugar and pour them over.</p>`;
    const parts = [
      ['1 cup', 'flour'],
      ['2', 'eggs'],
      ['100 g', 'sugar'],
      ['50 g', 'butter'],
    ];
    const rows = parts.map((p) => p.join(' '));
    const cells = parts.map(([amount, name]) => `<tr><td>${amount}</td><td>${name}</td></tr>`);
    for (const shown of [`<p>${rows.join('<br>')}</p>`, `<table><tbody>${cells.join('')}</tbody></table>`]) {
      const draft = await read(`<h1>Lemon Bars</h1><p>Our favourite bars for a picnic in June.</p>${shown}${method}`);
      expect(names(draft.parsed.ingredients)).toEqual(['flour', 'eggs', 'sugar', 'butter']);
      expect(draft.parsed.instructions).toHaveLength(3);
    }
  });

  it('leaves a list of rows with a story after it that is no method to the text parser', async () => {
    await expect(
      read(`<h1>Our pantry</h1><ul><li>2 kg flour</li><li>Salt</li><li>1 kg sugar</li><li>Oil</li></ul>
        <p>Short</p><p>We keep these at home.</p>`),
    ).rejects.toThrow('the text parser should not be needed');
  });
  it("reads the page's steps where the structured ones are only an address (a recipe card's PDF)", async () => {
    const recipeInstructions = 'https://media.example.com/recipecards/rice-bowls-2p.pdf';
    const draft =
      await read(`${jsonLd({ name: 'Rice Bowls', recipeIngredient: ['1 cup rice', '2 chicken thighs'], recipeInstructions })}
      <h1>Rice Bowls</h1><h2>Ingredients</h2><ul><li>1 cup rice</li><li>2 chicken thighs</li></ul>
      <h2>Instructions</h2><ol><li>Cook the rice.</li><li>Grill the chicken and slice it.</li></ol>`);
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Cook the rice.',
      'Grill the chicken and slice it.',
    ]);
  });
  it("reads the page's steps where the structured ones are its first few run together in one text", async () => {
    const text = 'Pat the chicken dry.\nSear it for 5 minutes.\nCook the onion.';
    const recipeInstructions = [{ '@type': 'HowToStep', text }];
    const draft =
      await read(`${jsonLd({ name: 'Chicken Orzo', recipeIngredient: ['4 chicken thighs', '1 onion'], recipeInstructions })}
      <h1>Chicken Orzo</h1><h2>Ingredients</h2><ul><li>4 chicken thighs</li><li>1 onion</li></ul><h2>Instructions</h2>
      <ol><li>Pat the chicken dry.</li><li>Sear it for 5 minutes.</li><li>Cook the onion.</li><li>Add the orzo and simmer.</li></ol>`);
    expect(draft.parsed.instructions).toHaveLength(4);
  });
});
