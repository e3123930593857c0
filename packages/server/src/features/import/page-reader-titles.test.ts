import { describe, expect, it } from 'vitest';
import { VISIBLE, jsonLd, read } from './page-reader.fixtures';

describe('readRecipePage titles', () => {
  it("titles a page without an <h1> by its name, not by a card's heading over its rows that repeats it", async () => {
    const draft = await read(`<title>Bento Filler: Orange Juice Carrots | JustBento</title>
      <meta property="og:site_name" content="JustBento">
      <div class="title">Bento Filler: Orange Juice Carrots</div><p>Yet another carrot recipe.</p>
      <h3>Recipe: Orange Juice Carrots</h3><ul><li>3 large carrots</li><li>1 Tbs. soy sauce</li></ul>
      <p>Cut the carrots into sticks.</p><p>Simmer them in orange juice until tender.</p>`);
    expect(draft.parsed.title).toBe('Bento Filler: Orange Juice Carrots');
  });

  it("names a structured recipe without a name by the post's heading, not by the blog's name in its <h1>", async () => {
    const recipe = jsonLd({ recipeIngredient: ['1 baguette', '100 g tofu'], recipeInstructions: ['Fill.', 'Eat.'] });
    const draft = await read(`<title>Banh Mi | Tofoo</title><meta property="og:site_name" content="Tofoo">${recipe}
      <div class="header"><h1>Kitchen Musings</h1></div><h3 class="post-title">Banh Mi</h3><p>Serves 1</p>`);
    expect(draft.parsed.title).toBe('Banh Mi');
  });

  it("titles a page whose name is the site's alone by the post's heading, else by that name", async () => {
    const recipe = `<h2>Ingredients</h2><ul><li>3 lemons</li><li>2 cups flour</li></ul>
      <h2>Method</h2><ol><li>Zest the lemons.</li><li>Bake for an hour.</li></ol>`;
    const post = await read(`<title>Cook Example</title><h2>Lemon Drizzle Cake</h2><p>The best cake.</p>${recipe}`);
    expect(post.parsed.title).toBe('Lemon Drizzle Cake');
    const none = await read(`<title>Cook Example</title><p>The best cake.</p>${recipe}`);
    expect(none.parsed.title).toBe('Cook Example');
    // (Or by the post's name in bold or in a lower heading over its recipe, where the <h1> is the site's too.)
    const bold = await read(`<title>Cook Example</title><header><h1><a href="/">Cook Example</a></h1></header>
      <p><b>Lemon Drizzle Cake</b></p><p>The best cake.</p>${recipe}`);
    expect(bold.parsed.title).toBe('Lemon Drizzle Cake');
    const under = await read(`<title>Cook Example</title><h1>Cook Example</h1><h3>Lemon Drizzle Cake</h3>${recipe}`);
    expect(under.parsed.title).toBe('Lemon Drizzle Cake');
  });

  it('reads a heading broken over lines or blocks as the one title a browser shows', async () => {
    const recipe = `<h2>Ingredients</h2><ul><li>3 lemons</li><li>2 cups flour</li></ul>
      <h2>Method</h2><ol><li>Zest the lemons.</li><li>Bake for an hour.</li></ol>`;
    const broken = await read(`<h1>Lemon cake<br>with summer berries</h1>${recipe}`);
    expect(broken.parsed.title).toBe('Lemon cake with summer berries');
    const blocks = await read(`<h1><div>Lemon cake</div><div>with summer berries</div></h1>${recipe}`);
    expect(blocks.parsed.title).toBe('Lemon cake with summer berries');
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
  it('titles a page without structured data by its heading without what sites add after it ("… tarifi: … nasıl yapılır?")', async () => {
    const draft = await read(`<h1>Fırında köfte tarifi: Fırında köfte nasıl yapılır?</h1><h2>Malzemeler</h2>
      <ul><li>500 gram kıyma</li><li>1 adet soğan</li></ul><h2>Fırında köfte nasıl yapılır?</h2>
      <ol><li>Kıymayı yoğurun.</li><li>Fırında pişirin.</li></ol>`);
    expect(draft.parsed.title).toBe('Fırında köfte');
  });
});
