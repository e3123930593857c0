import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readPageData } from '../schema-org/page-data';
import { pageMainText } from '../text-fallback';
import { lineBreakClasses } from './page-elements';
import { readVisibleRecipe } from './visible-recipe';
import { visibleLines } from './visible-lines';

/** A recipe typed into a box, its lines kept as typed. */
const TYPED = `Ingredients:
1 lb ground beef
1 onion, chopped
2 tbsp chili powder

Directions:
Brown the beef with the onion.
Simmer with the chili powder for 30 minutes.`;

const texts = (html: string) => visibleLines(parseDocument(html)).map((l) => l.text);

describe('text whose line breaks a page keeps', () => {
  it('reads each line of a <pre>, or of a box styled or classed to keep them, as a line', () => {
    for (const box of [
      `<pre>${TYPED}</pre>`,
      `<div style="white-space: pre-line">${TYPED}</div>`,
      `<div class="mt-4 whitespace-pre-wrap">${TYPED}</div>`,
      `<style>.card .recipe-text{color:#333;white-space:pre-line}</style><div class="recipe-text">${TYPED}</div>`,
    ]) {
      expect(texts(box)).toEqual(TYPED.split('\n').filter(Boolean));
      expect(readVisibleRecipe(parseDocument(`<h1>Chili</h1>${box}`))).toMatchObject({
        ingredients: ['1 lb ground beef', '1 onion, chopped', '2 tbsp chili powder'],
        steps: [{ text: 'Brown the beef with the onion.' }, { text: 'Simmer with the chili powder for 30 minutes.' }],
      });
    }
  });

  it('joins the source lines of any other block, as a browser does', () => {
    expect(
      texts(`<p>Brown the beef\nwith the onion.</p><div class="whitespace-normal">Simmer\nfor 30 minutes.</div>`),
    ).toEqual(['Brown the beef with the onion.', 'Simmer for 30 minutes.']);
  });

  it("takes from the page's stylesheets only the classes that keep line breaks, by the last part of a selector", () => {
    const html = `<style>.notes{white-space:pre-wrap} p.typed, .a > .b {white-space: pre !important}
      .wide{white-space:nowrap} .card p{white-space:pre-line}</style>`;
    expect([...lineBreakClasses(parseDocument(html))]).toEqual(['notes', 'typed', 'b']);
  });

  it("gives the text parser a typed recipe's lines when the page reader finds none", () => {
    const page = readPageData(`<body><h1>Chili</h1><pre>${TYPED}</pre></body>`);
    expect(pageMainText(page).split('\n')).toEqual(['Chili', ...TYPED.split('\n').filter(Boolean)]);
  });
});
