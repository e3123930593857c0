import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { withoutSiteName } from './site-name';
import { readVisibleRecipe } from './visible-recipe';

describe('a recipe card named by a bold line or a paragraph', () => {
  const card = (name: string, tag = 'strong') =>
    `<h1>Rocky Road Cookies</h1><p>These fudgy cookies are packed with marshmallows.</p>` +
    `<p><${tag}>${name}</${tag}></p><div>By John Kanell</div><div>Servings 28 cookies</div>` +
    `<p><${tag}>Ingredients</${tag}></p><ul><li>1 cup flour</li><li>2 eggs</li></ul>` +
    `<p><${tag}>Instructions</${tag}></p><ol><li>Mix.</li><li>Bake.</li></ol>`;

  it("takes the nearest line above the ingredients that repeats the page's title", () => {
    expect(readVisibleRecipe(parseDocument(card('Chewy Rocky Road Cookies')))?.title).toBe('Chewy Rocky Road Cookies');
    expect(readVisibleRecipe(parseDocument(card('Chewy Rocky Road Cookies', 'span')))?.title).toBe(
      'Chewy Rocky Road Cookies',
    );
    // (Where it only adds the word "Recipe" to the page's heading too: the sites' structured data names it so.)
    expect(readVisibleRecipe(parseDocument(card('Rocky Road Cookies Recipe')))?.title).toBe(
      'Rocky Road Cookies Recipe',
    );
  });

  it("passes over the card's list of tools between its name and its ingredients", () => {
    for (const tag of ['strong', 'span'])
      expect(
        readVisibleRecipe(
          parseDocument(
            `<h1>Chocolate Chip Banana Bread</h1><p>Our favourite loaf.</p>` +
              `<p><${tag}>Best Banana Bread with Chocolate Chips</${tag}></p><div>Servings 8</div>` +
              `<p><${tag}>Equipment</${tag}></p><ul><li>loaf pan</li><li>whisk</li></ul>` +
              `<p><${tag}>Ingredients</${tag}></p><ul><li>2 bananas</li><li>2 eggs</li></ul>` +
              `<p><${tag}>Instructions</${tag}></p><ol><li>Mash.</li><li>Bake.</li></ol>`,
          ),
        )?.title,
      ).toBe('Best Banana Bread with Chocolate Chips');
  });

  it('finds a name written as a paragraph past many facts and tools written as divs, and never a link', () => {
    const facts = ['Karin and Ken', 'Prep Time 10', 'Cook Time 60', 'Course Breakfast', 'Cuisine American'];
    const tools = ['loaf pan', 'whisk', 'mixing bowl', 'wooden spoon', 'spatula', 'wire rack', 'oven mitts'];
    const page = (name: string) =>
      readVisibleRecipe(
        parseDocument(
          `<h1>Chocolate Chip Banana Bread</h1><div>Our favourite loaf.</div><p>${name}</p>` +
            `${[...facts, 'Servings 8', 'Calories 412'].map((f) => `<div>${f}</div>`).join('')}<p>Equipment</p>` +
            `${tools.map((t) => `<div><a href="/${t}">${t}</a></div>`).join('')}<p>Ingredients</p>` +
            `<div>2 bananas</div><div>2 eggs</div><p>Instructions</p><div>Mash the bananas with a fork.</div>` +
            `<div>Bake for an hour.</div>`,
        ),
      )?.title;
    expect(page('Best Banana Bread with Chocolate Chips')).toBe('Best Banana Bread with Chocolate Chips');
    expect(page('<a href="/e">Email Chocolate Chip Banana Bread</a>')).toBe('Chocolate Chip Banana Bread');
  });

  it("never takes a line above the page's <h1>: a breadcrumb's last step is the page's header", () => {
    const page =
      `<p>Recipes</p><p>Rocky Road</p><h1>Rocky Road Cookies Recipe</h1><p>These fudgy cookies are packed.</p>` +
      `<p>Ingredients of Rocky Road Cookies</p><p>1 cup flour</p><p>2 eggs</p><p>How to make Rocky Road Cookies</p>` +
      `<p>Mix the flour and the eggs.</p><p>Bake for ten minutes.</p>`;
    expect(readVisibleRecipe(parseDocument(page))?.title).toBe('Rocky Road Cookies Recipe');
  });

  it("keeps the page's title over a sentence, a keyword list or a line of one word", () => {
    for (const line of ['A delicious rocky road cookies recipe for you', 'Keyword: rocky road, cookies', 'Cookies'])
      expect(readVisibleRecipe(parseDocument(card(line)))?.title).toBe('Rocky Road Cookies');
  });
});

describe('withoutSiteName', () => {
  it("drops the site's name after a dash or bar of a page title, by og:site_name or the host", () => {
    expect(withoutSiteName('Pruimenjam: een snel basisrecept - Culy', null, 'culy.nl')).toBe(
      'Pruimenjam: een snel basisrecept',
    );
    expect(withoutSiteName('Madpandekager | Valdemarsro', 'Valdemarsro', null)).toBe('Madpandekager');
    expect(withoutSiteName('Tuscan mushrooms Recipe | Food Network UK', null, 'foodnetwork.co.uk')).toBe(
      'Tuscan mushrooms',
    );
    expect(withoutSiteName('Bento Filler: Orange Juice Carrots | JustBento', 'JustBento', null)).toBe(
      'Bento Filler: Orange Juice Carrots',
    );
    expect(withoutSiteName("Grandma's Apple Pie | Kitchen Musings", null, 'kitchenmusings.blogspot.com')).toBe(
      "Grandma's Apple Pie",
    );
    expect(withoutSiteName('Tarte aux pommes - Cuisine facile', null, 'cuisine.journaldesfemmes.fr')).toBe(
      'Tarte aux pommes - Cuisine facile',
    );
    expect(withoutSiteName('Chili sin carne – Les Délices de Marie', 'Les délices de Marie', 'example.org')).toBe(
      'Chili sin carne',
    );
  });

  it("drops the site's name written before the title", () => {
    expect(withoutSiteName("Anna's Kitchen - Chocolate Cake", "Anna's Kitchen", null)).toBe('Chocolate Cake');
    expect(withoutSiteName('Culy | Pruimenjam - Culy', null, 'culy.nl')).toBe('Pruimenjam');
    expect(withoutSiteName('Culy Basics: pruimenjam maken', null, 'culy.nl')).toBe('Culy Basics: pruimenjam maken');
    expect(withoutSiteName('Culy', null, 'culy.nl')).toBe('Culy');
  });

  it('cuts at the first dash or bar followed by the site or the word "recipe"', () => {
    expect(withoutSiteName('Lasagne al radicchio e formaggio - Ricetta.it', null, 'www.ricetta.it')).toBe(
      'Lasagne al radicchio e formaggio',
    );
    expect(
      withoutSiteName('Gazpacho - Magimix recipe Official Magimix recipes - Cook Expert', null, 'www.magimix.com'),
    ).toBe('Gazpacho');
    expect(withoutSiteName('Pasta med broccolipesto - recept', null, null)).toBe('Pasta med broccolipesto');
    expect(withoutSiteName('Bœuf bourguignon - Recette Cookeo', null, null)).toBe('Bœuf bourguignon');
  });

  it('cuts at a colon followed by "recipe" or "How to", and at "on" followed by the site', () => {
    expect(withoutSiteName('Placki ziemniaczane: przepis podstawowy, jak zrobić', null, null)).toBe(
      'Placki ziemniaczane',
    );
    expect(withoutSiteName('Stuffed Tortellini Recipe: How to Make Stuffed Tortellini', null, null)).toBe(
      'Stuffed Tortellini Recipe',
    );
    expect(withoutSiteName('Chicken Wings Recipe on Food52', 'Food52', 'food52.com')).toBe('Chicken Wings');
    expect(withoutSiteName('Chicken on a stick', null, 'food52.com')).toBe('Chicken on a stick');
    expect(withoutSiteName('Culy Basics: pruimenjam maken', null, 'culy.nl')).toBe('Culy Basics: pruimenjam maken');
  });

  it('keeps a title whose last part is not the site', () => {
    expect(withoutSiteName('Madpandekager - de klassiske', 'Valdemarsro', 'valdemarsro.dk')).toBe(
      'Madpandekager - de klassiske',
    );
    expect(withoutSiteName('Culy', null, 'culy.nl')).toBe('Culy');
  });
});

describe('a recipe card named by a heading that holds the whole title', () => {
  const page = (name: string) =>
    `<h1>Madpandekager</h1><p>Klassiske madpandekager er nemme og lækre.</p><h2>${name}</h2>` +
    `<div>Tid i alt 40 min.</div><div class="subtitle">Ingredienser</div><ul><li>4 æg</li><li>4 dl mælk</li></ul>` +
    `<div class="subtitle">Fremgangsmåde</div><ol><li>Pisk æg og mælk.</li><li>Steg pandekagerne.</li></ol>`;

  it("takes the card's heading that adds a few words to the page's title, over an unranked ingredients heading", () => {
    expect(readVisibleRecipe(parseDocument(page('Madpandekager - de klassiske')))?.title).toBe(
      'Madpandekager - de klassiske',
    );
  });

  it("keeps the page's title over a heading that lacks a word of it or says much more", () => {
    for (const name of ['Pandekager - de klassiske', 'Madpandekager er nemme at lave og lækre at fylde med alt'])
      expect(readVisibleRecipe(parseDocument(page(name)))?.title).toBe('Madpandekager');
  });
});

describe('a recipe card named by a heading of its ingredients heading’s rank', () => {
  const page = (name: string) =>
    `<h1>Easy Homemade Pie Crust Recipe</h1><p>The flakiest crust.</p><h2>${name}</h2><div>4.58 from 313 votes</div>` +
    `<div>Servings: 1 pie crust</div><div>Prep Time 15</div><h2>Ingredients</h2><ul><li>2 cups flour</li>` +
    `<li>1 cup butter</li></ul><h2>Instructions</h2><ol><li>Rub the butter in.</li><li>Roll it out.</li></ol>`;

  it("takes the nearest heading above the ingredients when it repeats the page's heading", () => {
    expect(readVisibleRecipe(parseDocument(page('Pie Crust Recipe')))?.title).toBe('Pie Crust Recipe');
  });

  it("keeps the page's heading over one of other words or of one word of it", () => {
    for (const name of ['Why you will love it', 'Crust tips'])
      expect(readVisibleRecipe(parseDocument(page(name)))?.title).toBe('Easy Homemade Pie Crust Recipe');
  });
});

describe('a recipe card whose headings are bold lines', () => {
  const card = (name: string) =>
    `<h1>Berries and Cream Trifle</h1><p>Layers of cake, berries and cream.</p><p><b>${name}</b></p>` +
    `<div>This easy trifle includes layers of cake, fresh berries, and whipped cream.</div><div class="rating-title">Rating</div>` +
    `<div>Prep Time: 25</div><p><b>Ingredients</b></p><ul><li>1 pound cake</li><li>2 cups berries</li></ul>` +
    `<p><b>Instructions</b></p><ol><li>Layer the cake.</li><li>Top with berries.</li></ol>`;

  it("takes the nearest bold name above its facts and summary that shares a word with the page's title", () => {
    expect(readVisibleRecipe(parseDocument(card('Berry Trifle')))?.title).toBe('Berry Trifle');
  });

  it('passes over a link to another recipe, a label, a sentence or a line with a number', () => {
    for (const name of ['Vegetarian Three-Bean Chili', 'Leggi anche', 'Make this trifle today.', '5 from 8 votes'])
      expect(readVisibleRecipe(parseDocument(card(name)))?.title).toBe('Berries and Cream Trifle');
  });

  it('takes a plain line where the card writes its headings as plain paragraphs', () => {
    const plain = card('Berry Trifle').replace(/<b>([^<]*)<\/b>/g, '$1');
    expect(readVisibleRecipe(parseDocument(plain))?.title).toBe('Berry Trifle');
    // A plain line is the name only when most of its words are the title's: not a byline.
    const byline = card('By Berries').replace(/<b>([^<]*)<\/b>/g, '$1');
    expect(readVisibleRecipe(parseDocument(byline))?.title).toBe('Berries and Cream Trifle');
  });

  it("takes a plain line that adds as many words to two of the title's, but not one word of it with another", () => {
    const plain = (name: string) =>
      card(name)
        .replace('Berries and Cream Trifle', 'Cream Trifle')
        .replace(/<b>([^<]*)<\/b>/g, '$1');
    expect(readVisibleRecipe(parseDocument(plain('Easy Berry Cream Trifle')))?.title).toBe('Easy Berry Cream Trifle');
    expect(readVisibleRecipe(parseDocument(plain('Soft Baked Cream Trifle')))?.title).toBe('Soft Baked Cream Trifle');
    expect(readVisibleRecipe(parseDocument(plain('Whipped Cream')))?.title).toBe('Cream Trifle');
  });
});
