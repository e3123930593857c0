import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

const titleOf = (html: string) => readVisibleRecipe(parseDocument(html))?.title;
const card = `<h3>Ingredients</h3><ul><li>500 g beef</li><li>1 can beans</li></ul>
  <h3>Instructions</h3><ol><li>Brown the beef.</li><li>Add the beans and simmer.</li></ol>`;
const brand = `<header><div class="site-branding"><h1 class="site-title"><a href="/">Cooking With Sam</a></h1></div></header>`;

describe('the title of a recipe the page shows', () => {
  it("is the card's name in bold over headings written as plain lines", () => {
    expect(
      titleOf(`<h1>Madpandekager</h1><p>Klassiske madpandekager er nemme.</p><p><b>Madpandekager - de klassiske</b></p>
        <div>Tid i alt 40 min.</div><div>Ingredienser</div><ul><li>4 æg</li><li>4 dl mælk</li></ul>
        <div>Fremgangsmåde</div><p>Pisk æg og mælk sammen.</p><p>Steg 10 madpandekager en ad gangen.</p>`),
    ).toBe('Madpandekager - de klassiske');
  });

  it("is the card's name in bold without the word that leads it in ('Recipe: …')", () => {
    expect(
      titleOf(`<h1>Easy Instant Pot Mac and Cheese Recipe</h1><p>My kids devour this.</p>
        <p><b>Recipe: Easy Instant Pot Mac and Cheese</b></p><div>Yield: 6 servings</div><p><b>Ingredients</b></p>
        <ul><li>1 Tablespoon butter</li><li>3 cups water</li></ul><p><b>Instructions</b></p>
        <ol><li>Melt the butter.</li><li>Pour in the water and the macaroni.</li></ol>`),
    ).toBe('Easy Instant Pot Mac and Cheese');
  });

  it('is its heading without a colon typed after it', () => {
    expect(titleOf(`<h1>Mushroom stroganoff:</h1>${card}`)).toBe('Mushroom stroganoff');
  });

  it("is the page's heading where the card's own heading is a label naming no dish", () => {
    for (const label of ['Recipe', 'The Recipe', 'Printable Recipe', 'Recipe Card', 'Rezept'])
      expect(titleOf(`<h1>Chili Con Carne</h1><p>Our family's favourite.</p><h2>${label}</h2>${card}`)).toBe(
        'Chili Con Carne',
      );
  });

  it("is a heading of any rank that is the page's own name, where the <h1> shares no word with it (a blog's name)", () => {
    const blog = `<div class="header"><h1>Kitchen Musings</h1></div><h3 class="post-title">Grandma's Apple Pie</h3>`;
    const post = `<p><b>Ingredients:</b><br>2 cups flour<br>6 apples</p><p><b>Directions:</b><br>Mix.<br>Bake.</p>`;
    const read = (name: string) => readVisibleRecipe(parseDocument(`${blog}${post}`), name)?.title;
    expect(read("Grandma's Apple Pie")).toBe("Grandma's Apple Pie");
    // (The <h1> where it is the page's name.)
    expect(read('Kitchen Musings')).toBe('Kitchen Musings');
  });

  it("is the post's heading that repeats the page's name, under a blog's name sharing a word with it", () => {
    const page = `<div class="header"><h1>Apple Kitchen</h1></div><h3 class="post-title">Grandma's Apple Pie</h3>
      <p>Posted by Jane</p>${card.replaceAll('h3', 'h2')}`;
    expect(readVisibleRecipe(parseDocument(page), "Grandma's Apple Pie Recipe")?.title).toBe("Grandma's Apple Pie");
  });

  it("is the post's <h2> where the only <h1> is the site's name, even when it starts with a method's word", () => {
    expect(
      titleOf(`${brand}<h2>Dutch Oven Lasagna</h2><p>By Diana</p><h2>Ingredients</h2>
      <ul><li>1 lb beef</li><li>9 noodles</li></ul><h2>Instructions</h2><ol><li>Brown.</li><li>Layer.</li></ol>`),
    ).toBe('Dutch Oven Lasagna');
    expect(
      titleOf(`${brand}<h2>Recette cake savane maison</h2><h2>Ingrédients</h2><ul><li>3 œufs</li>
      <li>150 g de sucre</li></ul><h2>Préparation</h2><ol><li>Mélanger.</li><li>Cuire.</li></ol>`),
    ).toBe('Recette cake savane maison');
  });

  it('is that <h2> over the subtitle straight under it, as an <h1> is', () => {
    expect(titleOf(`${brand}<h2>Pieczony kalafior</h2><h2>Pieczone różyczki kalafiora na chrupiąco!</h2>${card}`)).toBe(
      'Pieczony kalafior',
    );
  });

  it('is not a heading that links to another post or says the page goes on', () => {
    expect(
      titleOf(`${brand}<h2>Popular recipes</h2><h2><a href="/stew">Beef stew</a></h2><h2>Ingredients</h2>
        <ul><li>1 lb beef</li><li>9 noodles</li></ul><h2>Instructions</h2><ol><li>Brown.</li><li>Layer.</li></ol>`),
    ).toBeNull();
  });

  it('is the card’s heading under an <h1> that names only the page’s place on the site (a section, a breadcrumb)', () => {
    for (const place of ['Recipes', 'Dessert Recipes', 'Rezepte', 'Home › Recipes › Cakes'])
      expect(titleOf(`<h1>${place}</h1><h2>Lemon Drizzle Cake</h2>${card}`)).toBe('Lemon Drizzle Cake');
    // A subtitle under the recipe's own name is no name.
    expect(titleOf(`<h1>Chili Con Carne</h1><h2>A weeknight classic</h2>${card}`)).toBe('Chili Con Carne');
  });
});

describe('the title of a recipe on a page without an <h1>', () => {
  const titled = (html: string, pageTitle: string) => readVisibleRecipe(parseDocument(html), pageTitle)?.title;

  it('is none (the page is named by og:title) rather than a heading sharing no word of it, a method heading or a tagline', () => {
    expect(titled(`<h3>Brine</h3><p>Author notes</p>${card.replace(/h3/g, 'h5')}`, 'Sticky Chicken Wings')).toBeNull();
    expect(titled(`<h2>How to make an Overloaded Cheese Toastie</h2>${card}`, 'Cheese Toastie')).toBeNull();
    const tagline = `<h2>Baked eggs, for a filling breakfast rich in protein!</h2>${card.replace(/h3/g, 'h2')}`;
    expect(titled(tagline, 'Baked eggs')).toBeNull();
  });

  it('is the post’s heading written as an <h2> when it shares the page’s name', () => {
    expect(titled(`<h2>Classic Beef Chili</h2><p>Our family chili.</p>${card}`, 'Beef Chili - Cooking With Sam')).toBe(
      'Classic Beef Chili',
    );
  });
});

describe('the title of a recipe whose card only says it is its recipe', () => {
  it('is the page’s heading where the card only says it is its recipe ("Het recept", "Рецепт вареників…")', () => {
    const plain = card.replace(/h3>/g, 'p>');
    expect(titleOf(`<h1>Hollandse appeltaart</h1><h2>Het recept</h2>${card}`)).toBe('Hollandse appeltaart');
    // (Not the dish and "Recipe": the sites' cards and structured data name their recipes so, decision 032.)
    expect(titleOf(`<h1>Dal Tadka</h1><p>A story.</p><h2>Dal Tadka Recipe</h2>${plain}`)).toBe('Dal Tadka Recipe');
    expect(
      titleOf(`<h1>Вареники з картоплею: рецепт, як у бабусі</h1><h2>Рецепт вареників з картоплею</h2>${plain}`),
    ).toBe('Вареники з картоплею: рецепт, як у бабусі');
  });
});
