import { describe, expect, it } from 'vitest';
import { VISIBLE, jsonLd, names, read } from './page-reader.fixtures';

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
