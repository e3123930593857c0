import { describe, expect, it } from 'vitest';
import { jsonLd, read } from './page-reader.fixtures';

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
});
