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
