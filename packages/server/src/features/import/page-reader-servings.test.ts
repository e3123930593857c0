import { describe, expect, it } from 'vitest';
import { read } from './page-reader.fixtures';

const PAGE = `<h1>Pannenkoeken</h1><p>2 personen</p><h2>Ingrediënten</h2><ul><li>250 g bloem</li><li>2 eieren</li></ul>
  <h2>Bereiding</h2><ol><li>Klop alles glad.</li><li>Bak ze goudbruin.</li></ol>`;

describe('readRecipePage servings', () => {
  it('takes the servings a page without structured data shows', async () => {
    expect((await read(PAGE)).parsed.servings).toBe(2);
  });

  it('takes the servings the page shows when the structured recipe names none, and keeps those it names', async () => {
    const recipe = (extra: object) =>
      `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Pannenkoeken',
        recipeIngredient: ['250 g bloem', '2 eieren'],
        recipeInstructions: ['Klop alles glad.', 'Bak ze goudbruin.'],
        ...extra,
      })}</script>${PAGE}`;
    expect((await read(recipe({}))).parsed.servings).toBe(2);
    expect((await read(recipe({ recipeYield: '6' }))).parsed.servings).toBe(6);
    // (Of a range, as many as it goes up to, as the page's own servings are read.)
    expect((await read(recipe({ recipeYield: '3 to 4 servings' }))).parsed.servings).toBe(4);
    expect((await read(recipe({ recipeYield: ['6-8', '6-8 servings'] }))).parsed.servings).toBe(8);
  });
});
