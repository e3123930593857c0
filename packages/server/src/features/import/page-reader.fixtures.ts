import { readRecipePage } from './page-reader';
import type { TextReader } from './text-fallback';

// What the page reader's tests share: a page read without the text parser, and a structured recipe as JSON-LD.

/** A text reader that fails the test: the page's recipe must be read from its data and markup. */
export const noTextReader: TextReader = () => {
  throw new Error('the text parser should not be needed');
};

/** A schema.org Recipe as the JSON-LD script a page holds it in. */
export const jsonLd = (recipe: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe })}</script>`;

/** The page read as the import reads one saved at https://cook.example/r/1, without the text parser. */
export const read = (html: string) => readRecipePage(html, 'https://cook.example/r/1', noTextReader);

/** A recipe as a page shows it under its headings: three ingredients, three steps. */
export const VISIBLE = `<h2>Ingredients</h2><ul><li>2 cups flour</li><li>1 cup milk</li><li>2 eggs</li></ul>
  <h2>Instructions</h2><ol><li>Whisk everything.</li><li>Fry in a hot pan.</li><li>Serve.</li></ol>`;

/** The names of a reading's ingredient rows. */
export const names = (rows: { ingredient_name: string }[]) => rows.map((r) => r.ingredient_name);
