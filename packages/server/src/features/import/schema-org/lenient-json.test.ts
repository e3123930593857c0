import { describe, expect, it } from 'vitest';
import { readJsonValues, readStringLiteral } from './lenient-json';
import { readPageData } from './page-data';

describe('readJsonValues', () => {
  it('reads a comma before a closing bracket', () => {
    expect(readJsonValues('{"@type": "Recipe", "recipeCuisine": [\n], "recipeCategory": "Salads",\n}')).toEqual([
      { '@type': 'Recipe', recipeCuisine: [], recipeCategory: 'Salads' },
    ]);
  });

  it("reads JavaScript escapes (\\' and \\x27) and keeps a backslash JSON does not know", () => {
    expect(readJsonValues(String.raw`{"description": "don\'t wait, it\x27s in C:\Users"}`)).toEqual([
      { description: "don't wait, it's in C:\\Users" },
    ]);
  });

  it('reads past comments, keeps raw line breaks inside strings and reads other control characters as spaces', () => {
    const block = '// the recipe\n{"name": "Soup", /* draft */ "recipeInstructions": "Boil the\twater.\nServe."}';
    expect(readJsonValues(block)).toEqual([{ name: 'Soup', recipeInstructions: 'Boil the water.\nServe.' }]);
  });

  it('reads values in a row and leaves out the junk after them', () => {
    expect(readJsonValues('{"name": "A"};\n{"name": "B"}}')).toEqual([{ name: 'A' }, { name: 'B' }]);
  });

  it('throws when no value can be read', () => {
    expect(() => readJsonValues('{"name": }')).toThrow(SyntaxError);
  });
});

describe('readPageData on JSON-LD that JSON.parse refuses', () => {
  it('finds the Recipe of a block with a trailing comma and counts nothing as broken', () => {
    const page = readPageData(`<script type="application/ld+json">{"@context": "http://schema.org/",
      "@type": "Recipe", "name": "Tofu Salad", "recipeIngredient": ["200 g tofu",], "recipeCategory": "Salads",
    }</script><h1>Tofu Salad</h1>`);
    expect(page.recipes.map((r) => r.name)).toEqual(['Tofu Salad']);
    expect(page.brokenJsonLd).toBe(0);
  });

  it('reads a block the site HTML-encoded as a whole', () => {
    const block = JSON.stringify({ '@type': 'Recipe', name: 'Mac &amp; Cheese <3', recipeInstructions: 'Bake.' })
      .replace(/&/g, '&amp;')
      .replace(/"/g, '&quot;')
      .replace(/</g, '&lt;');
    const page = readPageData(`<script type="application/ld+json">${block}</script>`);
    expect(page.recipes.map((r) => r.name)).toEqual(['Mac &amp; Cheese <3']);
    expect(page.brokenJsonLd).toBe(0);
  });
});

describe('readStringLiteral', () => {
  it("reads a script's string literal in either quotes, with JavaScript's escapes, and nothing unclosed", () => {
    expect(readStringLiteral(`"{\\"a\\": 1}" + x`)).toBe('{"a": 1}');
    expect(readStringLiteral(`'{"name": "Jo\\'s \\x26 Co"}');`)).toBe(`{"name": "Jo's & Co"}`);
    expect(readStringLiteral(`'never closed`)).toBeNull();
    expect(readStringLiteral(`{not a string}`)).toBeNull();
  });
});
