import { describe, expect, it } from 'vitest';
import { read } from './page-reader.fixtures';

const CARD = `<h3>Ingredients</h3><ul><li>6 apples</li><li>200 g flour</li></ul>
  <h3>Method</h3><ol><li>Slice the apples.</li><li>Bake for 45 minutes.</li></ol>`;

describe('readRecipePage titles of pages without structured data', () => {
  it("titles a recipe written by hand by the post's heading where it holds the name over the recipe and says more", async () => {
    const draft = await read(`<title>Grandma's Best Apple Pie</title><h1>Grandma's Best Apple Pie</h1>
      <p>The pie of my childhood.</p><h2>Apple Pie</h2>${CARD}`);
    expect(draft.parsed.title).toBe("Grandma's Best Apple Pie");
  });

  it("titles a page without an <h1> by its name, not by a card's heading over its rows that repeats it", async () => {
    const draft = await read(`<title>Bento Filler: Orange Juice Carrots | JustBento</title>
      <meta property="og:site_name" content="JustBento">
      <div class="title">Bento Filler: Orange Juice Carrots</div><p>Yet another carrot recipe.</p>
      <h3>Recipe: Orange Juice Carrots</h3><ul><li>3 large carrots</li><li>1 Tbs. soy sauce</li></ul>
      <p>Cut the carrots into sticks.</p><p>Simmer them in orange juice until tender.</p>`);
    expect(draft.parsed.title).toBe('Bento Filler: Orange Juice Carrots');
  });

  it("keeps the name a recipe plugin's card gives its recipe, as its structured data would", async () => {
    const row = (text: string) =>
      `<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-name">${text}</span></li>`;
    const step = (text: string) =>
      `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text"><span>${text}</span></div></li>`;
    const draft = await read(`<h1>Grandma's Best Apple Pie</h1><div class="wprm-recipe wprm-recipe-template-x">
      <h2 class="wprm-recipe-name">Apple Pie</h2><div class="wprm-recipe-ingredients-container">
      <ul class="wprm-recipe-ingredients">${row('6 apples')}${row('200 g flour')}</ul></div>
      <div class="wprm-recipe-instructions-container"><ul>${step('Slice the apples.')}${step('Bake.')}</ul></div></div>`);
    expect(draft.parsed.title).toBe('Apple Pie');
  });
});
