import { describe, expect, it } from 'vitest';
import { jsonLd, read } from './page-reader.fixtures';

const names = (rows: { ingredient_name: string }[]) => rows.map((r) => r.ingredient_name);

const VISIBLE = `<h2>Ingredients</h2><ul><li>2 cups flour</li><li>1 cup milk</li><li>2 eggs</li></ul>
  <h2>Instructions</h2><ol><li>Whisk everything.</li><li>Fry in a hot pan.</li><li>Serve.</li></ol>`;

describe('readRecipePage', () => {
  it('fills in what a structured recipe with only a name and description lacks from the lists the page shows', async () => {
    const draft = await read(`${jsonLd({ name: 'Pancakes', description: 'Fluffy.' })}<h1>Pancakes</h1>${VISIBLE}`);
    expect(draft.parser).toBe('schema.org');
    expect(draft.parsed.title).toBe('Pancakes');
    expect(draft.parsed.description).toBe('Fluffy.');
    expect(names(draft.parsed.ingredients)).toEqual(['flour', 'milk', 'eggs']);
    expect(draft.parsed.instructions.map((s) => [s.step_number, s.instruction])).toEqual([
      [1, 'Whisk everything.'],
      [2, 'Fry in a hot pan.'],
      [3, 'Serve.'],
    ]);
  });

  it('reads a page without structured data from its headings, titled by its h1, without the text parser', async () => {
    const draft = await read(`<title>Home | Blog</title><nav>Skip to content</nav><p>Posted on Wed 13th March 2024</p>
      <h1>Pancakes</h1><p>Prep 10 minutes</p>${VISIBLE}<h3>Comments</h3><p>Yum!</p>`);
    expect(draft.parser).toBe('builtin');
    expect(draft.parsed).toMatchObject({ title: 'Pancakes', source_url: 'https://cook.example/r/1' });
    expect(draft.parsed.ingredients.map((r) => [r.amount, r.unit, r.ingredient_name])).toEqual([
      [2, 'cup', 'flour'],
      [1, 'cup', 'milk'],
      [2, null, 'eggs'],
    ]);
    expect(draft.parsed.instructions).toHaveLength(3);
  });

  it('titles a page by its own <h1> that the page’s name shares a word with, not by a sign-up box’s before it', async () => {
    const box = '<div class="newsletter-box"><h1>Get our free e-cookbook!</h1><p>Join 20,000 home cooks.</p></div>';
    // (Its parts named by bold lines: no card's heading names the recipe.)
    const parts = VISIBLE.replace(/<h2>(\w+)<\/h2>/g, '<p><strong>$1</strong></p>');
    const page = (title: string) => read(`<title>${title}</title>${box}<h1>Fluffy Pancakes</h1>${parts}`);
    expect((await page('Fluffy Pancakes | Blog')).parsed.title).toBe('Fluffy Pancakes');
  });

  it("titles a page by the post's heading, not by a section's <h1> above it that shares no word with its name", async () => {
    const draft = await read(`<title>Chocolate Cake - Anna's Kitchen</title><h1>Weeknight Dinners</h1>
      <h2>Chocolate Cake</h2><p>By Anna</p>${VISIBLE}`);
    expect(draft.parsed.title).toBe('Chocolate Cake');
    // (An <h1> the page's name shares a word with stays its title.)
    const own = await read(`<title>Chocolate Cake - Anna's Kitchen</title><h1>Best Chocolate Cake Ever</h1>
      <p>By Anna</p>${VISIBLE}`);
    expect(own.parsed.title).toBe('Best Chocolate Cake Ever');
  });

  it('reads a page its scripts draw from the recipe their state keeps in the app’s own words', async () => {
    const state = {
      props: {
        pageProps: {
          recipe: {
            title: 'Mushroom toast',
            servings: 2,
            ingredients: [{ amount: 450, unit: 'g', name: 'mushrooms' }, { text: '2 slices of bread' }],
            steps: [{ text: 'Fry the mushrooms.' }, { text: 'Toast the bread.' }],
          },
        },
      },
    };
    const draft = await read(
      `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script>`,
    );
    expect(draft.parsed.title).toBe('Mushroom toast');
    expect(draft.parsed.servings).toBe(2);
    expect(draft.parsed.ingredients.map((r) => [r.amount, r.unit, r.ingredient_name])).toEqual([
      [450, 'g', 'mushrooms'],
      [2, 'slice', 'bread'],
    ]);
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual(['Fry the mushrooms.', 'Toast the bread.']);
  });

  it('takes the title from og:title when the page has no h1', async () => {
    const draft = await read(
      `<meta property="og:title" content="Lemon Tart"><title>Lemon Tart - Site</title>${VISIBLE}`,
    );
    expect(draft.parsed.title).toBe('Lemon Tart');
  });

  it("takes no site's name in a theme's header for the title of a page without structured data", async () => {
    const logo = `<header><h1 class="site-title"><a href="/">Cooking With Sam</a></h1></header>`;
    const draft = await read(`<meta property="og:title" content="Lemon Tart | Cooking With Sam">${logo}${VISIBLE}`);
    expect(draft.parsed.title).toBe('Lemon Tart');
    const home = await read(
      `<a href="https://cook.example/"><h1>Cooking With Sam</h1></a><h1>Lemon Tart</h1>${VISIBLE}`,
    );
    expect(home.parsed.title).toBe('Lemon Tart');
    // A blog whose <h1> and <title> are its own name: the post's title, as its theme marks it (hAtom).
    const blog = await read(`<title>Crumbs and Kisses</title><div id="header"><h1><a href="/">Crumbs and Kisses</a></h1>
      </div><h2 class="date-header">Sunday, 3 March 2019</h2><h3 class="post-title entry-title">Lemon Tart</h3>${VISIBLE}`);
    expect(blog.parsed.title).toBe('Lemon Tart');
  });

  it('strips HTML left in steps and decodes entities, even encoded twice', async () => {
    const draft = await read(
      jsonLd({
        name: 'Fish &amp;amp; Chips',
        recipeIngredient: ['1 fish'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: '&lt;p&gt;Batter &amp;amp; fry&lt;/p&gt;' },
          '<p>Salt <b>well</b>.</p>',
        ],
      }),
    );
    expect(draft.parsed.title).toBe('Fish & Chips');
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual(['Batter & fry', 'Salt well.']);
  });

  it('never makes a section heading an ingredient; a step section name is a label on its first step', async () => {
    const draft = await read(
      jsonLd({
        name: 'Pasta',
        recipeIngredient: ['For the sauce:', '2 tomatoes', 'Seasoning:', '1 tsp salt', 'Topping', '2 tbsp basil'],
        recipeInstructions: [
          { '@type': 'HowToSection', name: 'Sauce', itemListElement: [{ '@type': 'HowToStep', text: 'Simmer.' }] },
          { '@type': 'HowToStep', name: 'Finish', text: 'Toss with the pasta.' },
        ],
      }),
    );
    expect(names(draft.parsed.ingredients)).toEqual(['tomatoes', 'salt', 'basil']);
    expect(draft.parsed.instructions.map((s) => [s.instruction, s.notes])).toEqual([
      ['Simmer.', 'Sauce'],
      ['Toss with the pasta.', 'Finish'],
    ]);
  });

  it('prefers the visible list to structured names without amounts and to one ingredient for many lines', async () => {
    const namesOnly = await read(
      `${jsonLd({ name: 'P', recipeIngredient: ['flour', 'milk', 'eggs'], recipeInstructions: ['Mix.'] })}${VISIBLE}`,
    );
    expect(namesOnly.parsed.ingredients.map((r) => r.amount)).toEqual([2, 1, 2]);
    expect(namesOnly.skipped).toContain(
      "The page's structured ingredients were incomplete; the ingredient list shown on the page was read",
    );
    const many = `<h2>Ingredients</h2><ul>${Array.from({ length: 10 }, (_, i) => `<li>${i + 1} g spice ${i}</li>`).join('')}</ul>`;
    const one = await read(
      `${jsonLd({ name: 'P', recipeIngredient: ['10 spices'], recipeInstructions: ['Mix.'] })}${many}`,
    );
    expect(one.parsed.ingredients).toHaveLength(10);
  });

  it("keeps the structured ingredients over many more lines that name none of them (the site's menu)", async () => {
    const menu = [
      'About us',
      'Where to buy?',
      'Contact',
      '5200 XL Premium',
      '4200 XL',
      'Juicer',
      'Blender',
      'Guarantees',
    ];
    const draft = await read(
      `${jsonLd({ name: 'Gazpacho', recipeIngredient: ['600 g tomatoes', '1/4 cucumber'] })}<h1>Gazpacho</h1>
      <div><p>Ingredients</p>${menu.map((m) => `<div>${m}</div>`).join('')}</div>
      <h2>Method</h2><ol><li>Wash the vegetables.</li><li>Blend them until smooth.</li></ol>`,
    );
    expect(names(draft.parsed.ingredients)).toEqual(['tomatoes', 'cucumber']);
    expect(draft.parsed.instructions).toHaveLength(2);
  });

  it('prefers the visible list when the structured one holds two batch sizes of the same lines', async () => {
    const twice = ['2 cups flour', '1 cup milk', '2 eggs', '4 cups flour', '2 cups milk', '4 eggs'];
    const draft = await read(
      `${jsonLd({ name: 'P', recipeIngredient: twice, recipeInstructions: ['Mix.'] })}${VISIBLE}`,
    );
    expect(draft.parsed.ingredients.map((r) => r.amount)).toEqual([2, 1, 2]);
  });

  it('imports the recipe the page is about when its structured data lists others first, and says so', async () => {
    const recipe = (name: string, ingredient: string) => ({
      '@type': 'Recipe',
      name,
      recipeIngredient: [ingredient],
      recipeInstructions: [`Cook the ${name}.`],
    });
    const graph = (names: string[]) =>
      `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': names.map((n, i) => recipe(n, `${i + 1} cups rice`)),
      })}</script>`;
    const about = await read(
      `${graph(['Lemon', 'Rice Pudding', 'Lemon Bars'])}<h1>Lemon Bars Recipe - Anna's Kitchen</h1>`,
    );
    expect(about.parsed.title).toBe('Lemon Bars');
    expect(about.skipped).toContain('The page has 3 recipes; only the one it is about ("Lemon Bars") was imported');
    // Where no recipe has the page's name, the first is imported.
    const first = await read(`${graph(['Rice Pudding', 'Lemon Bars'])}<h1>Our week of puddings</h1>`);
    expect(first.parsed.title).toBe('Rice Pudding');
    expect(first.skipped).toContain('The page has 2 recipes; only the first ("Rice Pudding") was imported');
  });

  it('keeps good structured data as it is', async () => {
    const draft = await read(
      `${jsonLd({ name: 'P', recipeIngredient: ['3 cups flour', '1 cup milk', '2 eggs'], recipeInstructions: ['Mix.', 'Bake.'] })}${VISIBLE}`,
    );
    expect(draft.parsed.ingredients[0]?.amount).toBe(3);
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual(['Mix.', 'Bake.']);
  });

  it("titles a recipe by its heading when the structured name adds 'Recipe', a rating or the site's name", async () => {
    const page = (name: string, h1: string) =>
      read(`${jsonLd({ name, recipeIngredient: ['1 egg'], recipeInstructions: ['Boil.'] })}<h1>${h1}</h1>`);
    expect((await page('Lemon Tartlets Recipe - (4.8/5)', 'Lemon Tartlets')).parsed.title).toBe('Lemon Tartlets');
    expect((await page('Pâtes carbonara | Chez Nous', 'Pâtes carbonara')).parsed.title).toBe('Pâtes carbonara');
    // A name that goes on with words of its own is the name, and so is one with a subtitle after a dash or colon.
    for (const name of ['Pasta Carbonara - Authentic Roman Style', 'Pasta Carbonara: the Roman way'])
      expect((await page(name, 'Pasta Carbonara')).parsed.title).toBe(name);
    expect((await page('Pasta Carbonara - (4.8/5)', 'Pasta Carbonara')).parsed.title).toBe('Pasta Carbonara');
    expect((await page('Lemon Tartlets with Meringue', 'Lemon Tartlets')).parsed.title).toBe(
      'Lemon Tartlets with Meringue',
    );
    expect((await page('Lemon Tartlets Recipes Collection', 'Lemon Tartlets')).parsed.title).toBe(
      'Lemon Tartlets Recipes Collection',
    );
    // Or by og:title where the <h1> is the blog's name.
    const blog = await read(
      `<meta property="og:title" content="Lemon Tartlets">${jsonLd({ name: 'Lemon Tartlets Recipe - (4.8/5)', recipeIngredient: ['1 egg'], recipeInstructions: ['Boil.'] })}<h1>Kitchen Musings</h1>`,
    );
    expect(blog.parsed.title).toBe('Lemon Tartlets');
  });

  it('leaves out the tools a page lists as a group of its ingredients', async () => {
    const rows = [
      '3 potatoes',
      '1 onion',
      '1 cup cream',
      'Salt',
      '4 (8-ounce) ramekins',
      'Mandoline or Sharp Knife',
      'Baking pan',
    ];
    const draft = await read(`${jsonLd({ name: 'Gratin', recipeIngredient: rows, recipeInstructions: ['Bake.'] })}
      <div><h4>Ingredients</h4><ul><li>3 potatoes</li><li>1 onion</li><li>1 cup cream</li><li>Salt</li></ul><h4>Equipment Needed</h4>
      <ul><li><span class="amount">4</span> <span class="unit">(8-ounce)</span> <span class="name">ramekins</span></li>
      <li>Mandoline or Sharp Knife</li><li>Baking pan</li></ul></div>`);
    expect(names(draft.parsed.ingredients)).toEqual(['potatoes', 'onion', 'cream', 'Salt']);
    expect(draft.skipped).toEqual(['3 tools listed with the ingredients left out']);
    // Without a tools heading on the page, every line stays.
    const plain = await read(jsonLd({ name: 'Gratin', recipeIngredient: rows, recipeInstructions: ['Bake.'] }));
    expect(plain.parsed.ingredients).toHaveLength(7);
    // The tools' own list only: the ingredients' list straight after it (under no heading of its own) stays.
    const recipeIngredient = ['4 ramekins', '3 potatoes', '1 onion', 'Salt'];
    const next = await read(`${jsonLd({ name: 'Gratin', recipeIngredient, recipeInstructions: ['Bake.'] })}
      <h4>Equipment</h4><ul><li>4 ramekins</li></ul><ul><li>3 potatoes</li><li>1 onion</li><li>Salt</li></ul>`);
    expect(names(next.parsed.ingredients)).toEqual(['potatoes', 'onion', 'Salt']);
  });

  it('compares structured names without amounts with the page once its tools are out of them', async () => {
    const recipeIngredient = ['potatoes', 'onion', 'cream', 'Salt', 'Ramekins', 'Mandoline', 'Baking pan'];
    const draft = await read(`${jsonLd({ name: 'Gratin', recipeIngredient, recipeInstructions: ['Bake.'] })}
      <h4>Ingredients</h4><ul><li>3 potatoes</li><li>1 onion</li><li>1 cup cream</li><li>Salt</li></ul>
      <h4>Equipment</h4><ul><li>Ramekins</li><li>Mandoline</li><li>Baking pan</li></ul><h4>Method</h4><ol><li>Bake.</li></ol>`);
    expect(draft.parsed.ingredients.map((r) => [r.amount, r.ingredient_name])).toEqual([
      [3, 'potatoes'],
      [1, 'onion'],
      [1, 'cream'],
      [null, 'Salt'],
    ]);
  });
});

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
});
