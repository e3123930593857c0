import { parseRecipeText } from '@potluck/api/domain';
import { describe, expect, it } from 'vitest';
import { readPageData } from './schema-org/page-data';
import { type TextReader, fallbackWithoutStructuredData, pageMainText } from './text-fallback';

const context = { sourceUrl: 'https://cook.example/r/1', siteName: null, pageTitle: null, fallbackImage: null };
const RECIPE = `<p>Ingredients</p><p>2 cups flour</p><p>1 cup milk</p>
  <p>Instructions</p><p>1. Whisk the flour and milk.</p><p>2. Fry in a hot pan.</p>`;

/** The built-in parser, with the texts it was given. */
function builtin(): { reader: TextReader; texts: string[] } {
  const texts: string[] = [];
  const reader: TextReader = async (text) => {
    texts.push(text);
    return { ...parseRecipeText(text), parser: 'builtin' } as Awaited<ReturnType<TextReader>>;
  };
  return { reader, texts };
}

describe('fallbackWithoutStructuredData', () => {
  it("reads a page wrapped whole in a form (an older site's), but no search box or sign-up", async () => {
    const page = readPageData(`<body><form id="aspnetForm"><h1>Pancakes</h1>${RECIPE}</form>
      <form><p>Sign up for our newsletter and get a free e-cookbook every month.</p></form></body>`);
    expect(pageMainText(page)).not.toContain('newsletter');
    const { reader } = builtin();
    const draft = await fallbackWithoutStructuredData(page, context, reader);
    expect(draft.parsed.ingredients.map((r) => r.ingredient_name)).toEqual(['flour', 'milk']);
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual([
      'Whisk the flour and milk.',
      'Fry in a hot pan.',
    ]);
  });

  it('reads the whole page where the article that holds its heading holds no recipe', async () => {
    const page = readPageData(`<body><article><h1>Pancakes</h1><p>Our favourite Sunday breakfast, light and quick.</p>
      </article><div class="recipe">${RECIPE}</div></body>`);
    const { reader, texts } = builtin();
    const draft = await fallbackWithoutStructuredData(page, context, reader);
    expect(texts).toHaveLength(2);
    expect(draft.parsed.ingredients.map((r) => r.ingredient_name)).toEqual(['flour', 'milk']);
  });
});
