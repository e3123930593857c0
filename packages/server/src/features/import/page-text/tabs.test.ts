import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe';

const read = (html: string) => readVisibleRecipe(parseDocument(`<h1>Stew</h1>${html}`));

describe('tabs with no role', () => {
  it('reads each panel under its label, in their order, the strip itself not as lines', () => {
    const recipe = read(`<ul class="tabs"><li>Zutaten</li><li>Zubereitung</li></ul><div class="tab-content">
      <div class="pane"><p>500 g Schwein</p><p>2 Zwiebeln</p></div>
      <div class="pane" style="display: none"><p>Das Fleisch anbraten, bis es braun ist.</p>
      <p>Die Zwiebeln dazugeben und weich dünsten.</p></div></div>`);
    expect(recipe?.ingredients).toEqual(['500 g Schwein', '2 Zwiebeln']);
    expect(recipe?.steps.map((s) => s.text)).toEqual([
      'Das Fleisch anbraten, bis es braun ist.',
      'Die Zwiebeln dazugeben und weich dünsten.',
    ]);
  });

  it('finds the panels after the strip’s parent, and leaves panels that name themselves as they are', () => {
    const after =
      read(`<div class="head"><div class="tabs"><button>Ingredients</button><button>Method</button></div></div>
      <section class="panel"><p>500 g pork</p><p>2 onions</p></section>
      <section class="panel"><p>Brown the pork in a pan.</p><p>Add the onions and cook.</p></section>`);
    expect(after?.steps.map((s) => s.text)).toEqual(['Brown the pork in a pan.', 'Add the onions and cook.']);
    const named = read(`<ul class="jump"><li><a href="#i">Ingredients</a></li><li><a href="#m">Method</a></li></ul>
      <div id="i"><h2>Ingredients</h2><ul><li>500 g pork</li><li>2 onions</li></ul></div>
      <div id="m"><h2>Method</h2><ol><li>Brown the pork.</li><li>Add the onions.</li></ol></div>`);
    expect(named?.ingredients).toEqual(['500 g pork', '2 onions']);
    expect(named?.steps.map((s) => s.text)).toEqual(['Brown the pork.', 'Add the onions.']);
  });
});

describe('accordions', () => {
  it('reads a toggle that is a heading’s text, or names a part, as that heading, and opens its hidden panel', () => {
    const inHeading = read(`<h3><button aria-expanded="true" aria-controls="s1">Zutaten</button></h3>
      <div id="s1"><p>500 g Schwein</p><p>2 Zwiebeln</p></div>
      <h3><button aria-expanded="false" aria-controls="s2">Zubereitung</button></h3>
      <div id="s2" hidden><p>Das Fleisch anbraten, bis es braun ist.</p><p>Die Zwiebeln dazugeben und weich dünsten.</p></div>`);
    expect(inHeading?.ingredients).toEqual(['500 g Schwein', '2 Zwiebeln']);
    expect(inHeading?.steps).toHaveLength(2);
    const alone = read(`<button class="acc" aria-expanded="true">Ingredients</button>
      <div class="panel"><ul><li>500 g pork</li><li>2 onions</li></ul></div>
      <button class="acc" aria-expanded="false">Method</button>
      <div class="panel" hidden><ol><li>Brown the pork in a pan.</li><li>Add the onions.</li></ol></div>`);
    expect(alone?.steps.map((s) => s.text)).toEqual(['Brown the pork in a pan.', 'Add the onions.']);
    // (Not another toggle among the rows: "Show all ingredients".)
    const more = read(`<h2>Ingredients</h2><ul><li>500 g pork</li><li>2 onions</li>
      <li><button aria-expanded="false">Show all ingredients</button></li></ul>
      <h2>Method</h2><ol><li>Brown the pork.</li><li>Add the onions.</li></ol>`);
    expect(more?.ingredients).toEqual(['500 g pork', '2 onions']);
  });

  it("reads no control among a heading's words as the heading's text", () => {
    const recipe = read(`<h3>Ingredients <a role="button">US Customary</a> – <a role="button">Metric</a></h3>
      <ul><li>500 g pork</li><li>2 onions</li></ul><h3>Method</h3><ol><li>Brown the pork.</li><li>Add it.</li></ol>`);
    expect(recipe?.ingredients).toEqual(['500 g pork', '2 onions']);
    expect(recipe?.steps).toHaveLength(2);
  });
});
