import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { visibleLines } from './visible-lines';

describe('visibleLines', () => {
  it('keeps an ingredient written as one element per part on one line, as a browser shows it', () => {
    const html = `<ul><li><span class="amount">½</span><span class="unit">cup</span><span class="name">Semi-Pearled Farro</span><span class="notes">(rinsed)</span></li></ul>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual(['½ cup Semi-Pearled Farro (rinsed)']);
  });

  it('leaves out scripts, navigation, buttons and hidden elements, and marks headings and bold lines', () => {
    const html = `<nav>Skip to content</nav><script>var x = 1;</script><h2>Method</h2><p><strong>For the sauce</strong></p>
      <p style="display: none">Hidden</p><button>Print</button><p>Stir, <em>gently</em> .</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => [l.text, l.heading])).toEqual([
      ['Method', 2],
      ['For the sauce', 7],
      ['Stir, gently.', 0],
    ]);
  });

  it('reads a term with its one description as one line, and a term over several as a heading', () => {
    const html = `<dl><dt>鶏もも肉</dt><dd>300g</dd><dt>卵</dt><dd>3個</dd></dl>
      <dl><dt>For the sauce</dt><dd>1 cup milk</dd><dd>2 eggs</dd></dl>`;
    expect(visibleLines(parseDocument(html)).map((l) => [l.text, l.heading])).toEqual([
      ['鶏もも肉 300g', 0],
      ['卵 3個', 0],
      ['For the sauce', 7],
      ['1 cup milk', 0],
      ['2 eggs', 0],
    ]);
  });

  it('reads a heading broken over lines or blocks as one line, but not one a page left unclosed', () => {
    const html = `<h1>Lemon cake<br>with <div>summer berries</div></h1><h2>Ingredients<ul><li>3 lemons</li></ul>`;
    expect(visibleLines(parseDocument(html)).map((l) => [l.text, l.heading])).toEqual([
      ['Lemon cake with summer berries', 1],
      ['Ingredients', 2],
      ['3 lemons', 2],
    ]);
  });

  it('marks a line of links as links, spaces between them too', () => {
    const html = `<div><a href="/mac">How to Make Box Mac N Cheese Better</a> <a href="/mac">PREVIOUS</a></div>
      <p>Read <a href="/mac">this</a> too.</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.link)).toEqual([true, false]);
  });
});

describe('visibleLines of controls', () => {
  it('leaves out links drawn as buttons and the marks left between them', () => {
    const html = `<ul><li>4 eggs</li></ul><a class="btn btn-shopping" href="/premium/">Add to shopping list</a><br/>
      <div><a href="#" role="button">US Customary</a> – <a href="#" role="button">Metric</a></div>
      <p>Read <a class="recipe-link" href="/pancakes/">our pancakes</a> too.</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual(['4 eggs', 'Read our pancakes too.']);
  });
});

describe('visibleLines disclosures', () => {
  it('leaves out the disclosure a blog puts after a link', () => {
    const html = `<p>In a <a href="/x">food processor</a> (affiliate link), combine the flour (paid link) and sugar.</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      'In a food processor, combine the flour and sugar.',
    ]);
  });
});

describe('visibleLines of a table', () => {
  it('reads a table row as one line, and a row of header cells as a heading', () => {
    const html = `<table><tr><th>Amount</th><th>Ingredient</th></tr><tr><td>200 g</td><td>flour</td></tr>
      <tr><td>2</td><td><b>eggs</b></td></tr></table>`;
    expect(visibleLines(parseDocument(html)).map((l) => [l.text, l.heading])).toEqual([
      ['Amount Ingredient', 7],
      ['200 g flour', 0],
      ['2 eggs', 0],
    ]);
  });

  it('leaves out the emoji and bullets a post puts before its lines, and a pasted document leaves', () => {
    const html = `<p>🥕 Ingredients</p><p>✅ 200 g flour<br>• 2 eggs<br>➤ 1 pinch of salt</p><p>👩‍🍳 Method</p>
      <p>👉🏽 Mix everything.</p><p>o&nbsp;&nbsp; only a pasted bullet</p><p>oven gloves</p><p>© 2024 My Site</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      'Ingredients',
      '200 g flour',
      '2 eggs',
      '1 pinch of salt',
      'Method',
      'Mix everything.',
      'only a pasted bullet',
      'oven gloves',
      '2024 My Site',
    ]);
  });

  it("reads each cell of a table laying out a page's columns as lines of its own", () => {
    const html = `<table><tr><td><b>Zutaten:</b><br>200 g Mehl<br>100 g Zucker<br>1 TL Zimt</td>
      <td><b>Zubereitung:</b><br>Mehl, Zucker und Zimt zu einem Teig kneten.<br>45 Minuten bei 180 Grad backen.</td>
      </tr></table>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      'Zutaten:',
      '200 g Mehl',
      '100 g Zucker',
      '1 TL Zimt',
      'Zubereitung:',
      'Mehl, Zucker und Zimt zu einem Teig kneten.',
      '45 Minuten bei 180 Grad backen.',
    ]);
  });
});

describe('visibleLines of headings named by the page', () => {
  it('marks a list item or block whose class or role says it is a heading, when it is short', () => {
    const html = `<ul><li class="recipe__list-subheading">Dry brine</li><li>1 tablespoon kosher salt</li></ul>
      <div role="heading" aria-level="3">Glaze</div><div class="page-header"><p>${'A long introduction. '.repeat(8)}</p></div>`;
    expect(visibleLines(parseDocument(html)).map((l) => [l.text, l.heading])).toEqual([
      ['Dry brine', 7],
      ['1 tablespoon kosher salt', 0],
      ['Glaze', 7],
      ['A long introduction. '.repeat(8).trim(), 0],
    ]);
  });
});

describe('visibleLines of text kept off the screen', () => {
  it('leaves out text for screen readers only and blocks for print only', () => {
    const html = `<ol><li><span class="sr-only">Step 1</span>Heat the oil.</li></ol>
      <div class="print-only">Printed from example.com</div><p class="visually-hidden">Jump to recipe</p><p>Serve.</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual(['Heat the oil.', 'Serve.']);
  });

  it('leaves out navigation, footers and popups named by their role', () => {
    const html = `<div role="navigation"><ul><li>Recipes</li><li>About</li></ul></div><p>Serve.</p>
      <div role="dialog"><p>Sign up for the newsletter</p></div><div role="contentinfo">© 2024</div>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual(['Serve.']);
  });
});

describe('visibleLines of tab panels', () => {
  it('reads each tab panel under the label of the tab that shows it', () => {
    const html = `<ul role="tablist"><li><button role="tab" id="t1" aria-controls="p1">Ingredients</button></li>
      <li><button role="tab" id="t2" data-bs-target="#p2">Method</button></li></ul>
      <div role="tabpanel" id="p1"><ul><li>2 eggs</li></ul></div>
      <div role="tabpanel" id="p2" aria-labelledby="t2"><ol><li>Beat the eggs.</li></ol></div>`;
    expect(visibleLines(parseDocument(html)).map((l) => [l.text, l.heading])).toEqual([
      ['Ingredients', 7],
      ['2 eggs', 0],
      ['Method', 7],
      ['Beat the eggs.', 0],
    ]);
  });

  it('reads a panel hidden until its tab is clicked, and not the tabs’ own text where they stand', () => {
    const html = `<ul role="tablist"><li><a role="tab" href="#p1">Ingredients</a></li><li><a role="tab" href="#p2">Method</a></li></ul>
      <div role="tabpanel" id="p1"><ul><li>2 eggs</li></ul></div>
      <div role="tabpanel" id="p2" hidden><ol><li>Beat the eggs.</li></ol></div>
      <button data-bs-toggle="tab" data-bs-target="#p3">Tips</button>
      <div class="tab-pane" id="p3" style="display: none"><p>Use fresh eggs.</p></div>`;
    expect(visibleLines(parseDocument(html)).map((l) => [l.text, l.heading])).toEqual([
      ['Ingredients', 7],
      ['2 eggs', 0],
      ['Method', 7],
      ['Beat the eggs.', 0],
      ['Tips', 7],
      ['Use fresh eggs.', 0],
    ]);
  });
});

describe('visibleLines buttons, adverts and amounts styled as titles', () => {
  it('leaves out advert labels and buttons to save or print the recipe, and keeps "Share this recipe"', () => {
    const html = `<h3>Zutaten</h3><p>200 g Feta</p><a class="btn">Rezept bei Chefkoch speichern</a><div>Anzeige</div>
      <p>Save Recipe</p><p>Share this recipe</p><p>Print the recipe card before you go shopping.</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      'Zutaten',
      '200 g Feta',
      'Share this recipe',
      'Print the recipe card before you go shopping.',
    ]);
  });

  it('reads an amount in a block its class names a title as an amount, not a heading', () => {
    const html = `<x-number class="recipe-ingredients__amount recipe-ingredients-title">200</x-number>
      <p class="recipe-ingredients__label"><span>g</span> <span>Kritharaki-Nudeln</span></p>
      <div class="ingredient-group-title">Für das Dressing</div>`;
    expect(visibleLines(parseDocument(html)).map((l) => [l.text, l.heading])).toEqual([
      ['200', 0],
      ['g Kritharaki-Nudeln', 0],
      ['Für das Dressing', 7],
    ]);
  });
});

describe('visibleLines comments', () => {
  it("leaves out the readers' comments under a post", () => {
    const html = `<p>Bake for 20 minutes.</p><div id="comments"><h3>2 Kommentare</h3>
      <ol class="comment-list"><li class="comment"><p>Could I use rillettes?</p></li></ol></div><p>Bon appétit!</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual(['Bake for 20 minutes.', 'Bon appétit!']);
  });
});

describe('visibleLines text for screen readers', () => {
  it("leaves out Drupal's element-invisible headings as it does sr-only text", () => {
    const html = `<h2 class="element-invisible">You are here</h2><h2>Orange Juice Carrots</h2><span class="sr-only">Rate</span>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual(['Orange Juice Carrots']);
  });
});

describe('visibleLines recipe card controls', () => {
  it('leaves out the cook-mode switch and the choice of units', () => {
    const html = `<p>Cook Mode Prevent your screen from going dark</p><p>Metric - US Customary</p><p>US Customary – Metric</p>
      <p>Scherm aanhouden</p><p>1 cup flour</p><p>Metric cups are 250 ml.</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual(['1 cup flour', 'Metric cups are 250 ml.']);
  });
});

describe('visibleLines what a blog says around a recipe', () => {
  it('leaves out affiliate disclosures, calls to review the recipe and shopping-list buttons', () => {
    const html = `<p>Die mit einem Einkaufswagen gekennzeichneten Links sind sogenannte Affiliate-Links.</p>
      <p>Last step! If you make this, please leave a review letting us know how it turned out!</p>
      <p>Inviati la lista della spesa</p><p>Add to shopping list</p><p>Bake until golden.</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual(['Bake until golden.']);
  });

  it('leaves out an author’s call to comment on the recipe, and keeps a step that says to leave the dough', () => {
    const html = `<p>Enjoy, and let me know how it turned out in the comments below!</p>
      <p>Leave a comment and a star rating if you loved it.</p><p>Tag me on Instagram @annabakes!</p>
      <p>Leave the dough to rest for an hour.</p><p>Let us know your oven's quirks before you start.</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      'Leave the dough to rest for an hour.',
      "Let us know your oven's quirks before you start.",
    ]);
  });
});

describe('visibleLines share and save buttons written as text', () => {
  it("leaves out a button's word alone, the cook-mode notice and the offer to email the post", () => {
    const html = `<p>Condividi</p><p>Salva</p><p>Share</p><p>Your device does not support cooking mode.</p>
      <p>We'll email this post to you, so you can come back to it later!</p><p>I agree to be sent email.</p>
      <p>Share the dough into four balls.</p><p>Save the rest for later.</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      'Share the dough into four balls.',
      'Save the rest for later.',
    ]);
  });
});

describe('visibleLines share bars, bylines and dated lines of a post', () => {
  it('leaves out a bar of share links (glued too), who wrote the post, a line of its facts with the date, the notices under its forms and links to the top or a shop', () => {
    const html = `<p>Top with sour cream.</p><p>Facebook 0 Twitter LinkedIn 0 Pinterest 0 0 Likes</p>
      <p>Written By Rosanna Pansino</p><p>Lunch Alexander Pacheco April 25, 2021 Chourico Comment</p>
      <p>Posted on Wed 13th March 2024</p><p>Share the chili with friends on Facebook or Twitter.</p>
      <p>By hand, knead the dough.</p><p>Partager FacebookTwitterWhatsAppPinterestImprimer</p>
      <p>This site uses Akismet to reduce spam. Learn how your comment data is processed.</p>
      <p>to the top</p><p>Bestel deze producten online</p><p>Buy the ingredients online</p>
      <p>Please enable JavaScript in your browser to complete this form.</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      'Top with sour cream.',
      'Share the chili with friends on Facebook or Twitter.',
      'By hand, knead the dough.',
    ]);
  });
});

describe('visibleLines of a site name in a header', () => {
  it('reads the name as a line, not as a heading of the page', () => {
    const lines = visibleLines(parseDocument(`<h1 class="site-title">Sam Cooks</h1><h1>Lemon Tart</h1>`));
    expect(lines.filter((l) => l.heading === 1).map((l) => l.text)).toEqual(['Lemon Tart']);
  });
});

describe('visibleLines of a grid', () => {
  it('reads a row of short grid columns as one line, wrapping at twelve parts, and a page’s columns as blocks', () => {
    const html = `<div class="row"><div class="col-2">500</div><div class="col-2">g</div><div class="col-8">flour</div>
      <div class="col-sm-4 col-lg-2">1</div><div class="col-sm-8 col-lg-10">egg</div></div>
      <div class="row"><div class="col-md-8"><p>${'A long story about the bread. '.repeat(6)}</p></div>
      <div class="col-md-4">Sidebar</div></div>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      '500 g flour',
      '1 egg',
      'A long story about the bread. '.repeat(6).trim(),
      'Sidebar',
    ]);
  });
});

describe('visibleLines of a unit written in both number forms', () => {
  it('reads the form that fits the amount before it, as the page’s style shows it', () => {
    const html = `<div><span class="amount">200</span><p><span class="unit-singular">g</span><span class="unit-plural">g</span>
      <span>Feta</span></p><span class="amount">1</span><p><span class="unit-singular">Zehe</span>
      <span class="unit-plural">Zehen</span> <span>Knoblauch</span></p><span class="amount">2</span><p>
      <span class="unit-singular">Zehe</span><span class="unit-plural">Zehen</span> <span>Knoblauch</span></p></div>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      '200',
      'g Feta',
      '1',
      'Zehe Knoblauch',
      '2',
      'Zehen Knoblauch',
    ]);
  });
});
