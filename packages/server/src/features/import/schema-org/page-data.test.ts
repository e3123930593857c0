import { describe, expect, it } from 'vitest';
import { fixture } from '../fixtures/fixtures';
import { pageMainText } from '../text-fallback';
import { findRecipes, readPageData } from './page-data';

describe('readPageData', () => {
  it('finds a Recipe inside @graph, with an @type list, and the site name', () => {
    const page = readPageData(fixture('graph-recipe.html'));
    expect(page.recipes).toHaveLength(1);
    expect(page.recipes[0]!.name).toBe('Lemon Drizzle Cake');
    expect(page.siteName).toBe('Crumbs & Co');
    expect(page.title).toBe('Lemon Drizzle Cake | Crumbs & Co');
    expect(page.brokenJsonLd).toBe(0);
  });

  it('finds a Recipe in a top-level JSON-LD array', () => {
    const page = readPageData(fixture('array-recipe.html'));
    expect(page.recipes.map((r) => r.name)).toEqual(['Weeknight Chili']);
  });

  it('skips a broken JSON-LD block and keeps the good one beside it', () => {
    const page = readPageData(fixture('broken-jsonld.html'));
    expect(page.brokenJsonLd).toBe(1);
    expect(page.recipes.map((r) => r.name)).toEqual(['Tomato Soup']);
  });

  it('reads microdata when there is no JSON-LD recipe: nested items, content, datetime and src', () => {
    const [recipe] = readPageData(fixture('microdata-recipe.html')).recipes;
    expect(recipe).toMatchObject({
      '@type': 'https://schema.org/Recipe',
      name: "Grandma's Pancakes",
      image: '/img/pancakes.jpg',
      recipeYield: '4',
      prepTime: 'PT10M',
      recipeCategory: 'Breakfast',
      recipeIngredient: ['1 1/2 cups flour', '1 cup milk', '1 egg', '2 tbsp butter, melted'],
      recipeInstructions: 'Whisk everything together.\nCook on a hot griddle until golden.',
      nutrition: { '@type': 'https://schema.org/NutritionInformation', calories: '220 kcal' },
    });
  });

  it("leaves an ad's slot inside a microdata property out of its text", () => {
    const [recipe] = readPageData(`<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Soup</h1>
      <div itemprop="recipeInstructions"><p>Chop the onions.</p><div class="ad-container"><span>Advertisement</span></div>
      <p>Simmer for an hour.</p><div id="div-gpt-ad-1234"><span>Anzeige</span></div></div></div>`).recipes;
    expect(recipe?.recipeInstructions).toBe('Chop the onions.\nSimmer for an hour.');
  });

  it("reads a step on a list item as one line with its own list of sub-points, and a list's steps apart", () => {
    const [recipe] = readPageData(`<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Chicken</h1>
      <ol><li itemprop="recipeInstructions">Make the sauce:<ul><li>whisk the oil and lemon,</li><li>add garlic.</li></ul>
      </li><li itemprop="recipeInstructions">Roast for an hour.</li></ol>
      <ol itemprop="recipeIngredient"><li>1 chicken</li><li>2 lemons</li></ol></div>`).recipes;
    expect(recipe?.recipeInstructions).toEqual([
      'Make the sauce: whisk the oil and lemon, add garlic.',
      'Roast for an hour.',
    ]);
    expect(recipe?.recipeIngredient).toBe('1 chicken\n2 lemons');
  });

  it("reads a microdata row's source line breaks as spaces, and its cells apart", () => {
    const [recipe] = readPageData(`<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Wings</h1>
      <table><tr itemprop="recipeIngredient">\n  <td class="name">\n    <a href="/c/1">鸡翅中</a>\n  </td>\n
      <td class="unit">\n    10个\n  </td>\n</tr><tr itemprop="recipeIngredient"><td>可乐</td><td>1罐</td></tr></table></div>`).recipes;
    expect(recipe?.recipeIngredient).toEqual(['鸡翅中 10个', '可乐 1罐']);
  });

  it('finds nothing on a page without a Recipe', () => {
    const page = readPageData(fixture('no-recipe.html'));
    expect(page.recipes).toEqual([]);
    expect(pageMainText(page)).toBe('About us\nWe write about food, but there is no recipe here.');
  });

  it('reads the main text of the article that holds the page’s heading, else of its longest article', () => {
    const teaser = '<article><h2>More soups</h2><p>Try our leek soup.</p></article>';
    const post = '<h1>Onion soup</h1><p>Slice the onions.</p><p>Simmer them for an hour in the stock.</p>';
    expect(pageMainText(readPageData(`${teaser}<article>${post}</article>`))).toBe(
      'Onion soup\nSlice the onions.\nSimmer them for an hour in the stock.',
    );
    const noHeading = post.replace(/h1/g, 'h2');
    expect(pageMainText(readPageData(`<h1>Site</h1>${teaser}<article>${noHeading}</article>`))).toBe(
      'Onion soup\nSlice the onions.\nSimmer them for an hour in the stock.',
    );
  });

  it('tolerates comment-wrapped JSON-LD and finds recipes under mainEntity', () => {
    const html = `<script type="application/ld+json"><!--{"@type":"WebPage","mainEntity":{"@type":"schema:Recipe","name":"Hidden"}}--></script>`;
    expect(readPageData(html).recipes.map((r) => r.name)).toEqual(['Hidden']);
    expect(
      findRecipes({ '@type': 'Recipe', name: 'Outer', hasPart: { '@type': 'Recipe', name: 'Inner' } }).map(
        (r) => r.name,
      ),
    ).toEqual(['Outer']);
  });
});

describe('readPageData of a page built by a script app', () => {
  const recipe = { '@context': 'https://schema.org', '@type': 'Recipe', name: 'Tuscan mushrooms' };
  const attribute = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

  it('reads the JSON-LD an Inertia page carries as a string in its data-page state', () => {
    const state = { props: { seo: { schema: JSON.stringify([{ '@type': 'BreadcrumbList' }, recipe]) } } };
    const page = readPageData(`<html><body><div id="app" data-page="${attribute(state)}"></div></body></html>`);
    expect(page.recipes.map((r) => r.name)).toEqual(['Tuscan mushrooms']);
  });

  it('reads a Recipe object in a Next.js __NEXT_DATA__ script, and skips a script that is not JSON', () => {
    const page = readPageData(
      `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
        props: { pageProps: { recipe: { ...recipe, recipeIngredient: ['450g mushrooms'] } } },
      })}</script><script type="application/json">{ Recipe: not json</script>`,
    );
    expect(page.recipes.map((r) => r.recipeIngredient)).toEqual([['450g mushrooms']]);
  });

  it('reads the recipe a Next.js page keeps in its own words when its state holds no Recipe', () => {
    const page = readPageData(
      `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
        props: {
          pageProps: {
            recipe: {
              title: 'Mushroom toast',
              ingredients: [{ amount: 450, unit: 'g', name: 'mushrooms' }, { text: '2 slices of bread' }],
              steps: [{ text: 'Fry the mushrooms.' }, { text: 'Toast the bread.' }],
            },
          },
        },
      })}</script>`,
    );
    expect(page.recipes).toEqual([
      {
        '@type': 'Recipe',
        name: 'Mushroom toast',
        recipeIngredient: ['450 g mushrooms', '2 slices of bread'],
        recipeInstructions: ['Fry the mushrooms.', 'Toast the bread.'],
      },
    ]);
  });

  it('reads the state a script assigns to the window, as an object or as JSON.parse of a string', () => {
    const ingredients = ['450 g mushrooms', "2 slices of 'sourdough'"];
    const state = { recipe: { title: 'Mushroom toast', ingredients, steps: ['Fry the "mushrooms".', 'Toast.'] } };
    const read = (script: string) => readPageData(`<div id="app"></div><script>${script}</script>`).recipes;
    const expected = [
      {
        '@type': 'Recipe',
        name: 'Mushroom toast',
        recipeIngredient: ingredients,
        recipeInstructions: ['Fry the "mushrooms".', 'Toast.'],
      },
    ];
    expect(read(`var ads = {slot: 1}; window.__INITIAL_STATE__ = ${JSON.stringify(state)}; init();`)).toEqual(expected);
    const literal = JSON.stringify(JSON.stringify(state));
    expect(read(`window["__DATA__"] = JSON.parse(${literal});`)).toEqual(expected);
    const quoted = `'${JSON.stringify(state).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
    expect(read(`var __PRELOADED_STATE__ = JSON.parse(${quoted});`)).toEqual(expected);
    // (Code, not JSON, is no state: "{recipe: …}" with its keys unquoted.)
    expect(
      read(`window.__APP__ = {recipe: {title: 'Toast', ingredients: ['bread', 'butter'], steps: ['Toast.']}};`),
    ).toEqual([]);
  });

  it('reads the recipe of a Nuxt page from its devalue payload', () => {
    // { data: { recipe: { name, ingredients: [...], steps: [...] } } }, as Nuxt 3 writes it.
    const payload = [
      ['ShallowReactive', 1],
      { data: 2 },
      { recipe: 3 },
      { name: 4, ingredients: 5, steps: 8 },
      'Onion soup',
      [6, 7],
      '4 onions',
      '1 l stock',
      [9],
      'Simmer the onions in the stock.',
    ];
    const page = readPageData(
      `<div id="__nuxt"></div><script type="application/json" id="__NUXT_DATA__">${JSON.stringify(payload)}</script>`,
    );
    expect(page.recipes).toEqual([
      {
        '@type': 'Recipe',
        name: 'Onion soup',
        recipeIngredient: ['4 onions', '1 l stock'],
        recipeInstructions: ['Simmer the onions in the stock.'],
      },
    ]);
  });

  it('prefers the JSON-LD of the page to its app state', () => {
    const ld = `<script type="application/ld+json">${JSON.stringify({ ...recipe, name: 'From JSON-LD' })}</script>`;
    const page = readPageData(`${ld}<div data-page="${attribute({ schema: JSON.stringify(recipe) })}"></div>`);
    expect(page.recipes.map((r) => r.name)).toEqual(['From JSON-LD']);
  });

  it("fills a JSON-LD recipe's missing ingredients or steps from the same recipe in the app state, and no more", () => {
    const ld = (value: object) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
    const state = (value: object) =>
      `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: value } })}</script>`;
    const full = { ...recipe, recipeIngredient: ['450g mushrooms'], recipeInstructions: ['Fry them.'] };
    const page = readPageData(
      `${ld({ ...recipe, recipeInstructions: ['Fry the mushrooms in butter.'] })}${state({ recipe: full })}`,
    );
    expect(page.recipes).toEqual([
      { ...recipe, recipeIngredient: ['450g mushrooms'], recipeInstructions: ['Fry the mushrooms in butter.'] },
    ]);
    // Not from a recipe of another name where the page has several.
    const two = readPageData(
      `${ld([recipe, { ...recipe, name: 'Garlic bread' }])}${state({ recipe: { ...full, name: 'Onion soup' } })}`,
    );
    expect(two.recipes.map((r) => r.recipeIngredient)).toEqual([undefined, undefined]);
    // The state's ingredients under their older name too.
    const older = readPageData(
      `${ld(recipe)}${state({ recipe: { ...recipe, ingredients: ['2 eggs'], recipeInstructions: ['Fry.'] } })}`,
    );
    expect(older.recipes.map((r) => [r.recipeIngredient, r.recipeInstructions])).toEqual([[['2 eggs'], ['Fry.']]]);
  });
});
