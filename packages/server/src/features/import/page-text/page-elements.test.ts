import { type Element, isTag } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { visibleLines } from './visible-lines';
import { isHiddenElement, isSiteBrand, tidy } from './page-elements';
import { cleanText } from '../schema-org/values';

/** The first element of a fragment. */
const element = (html: string) => parseDocument(html).children.find(isTag) as Element;

describe('isSiteBrand', () => {
  it("knows the site's name in a header by its class, its parent's or a link to the home page", () => {
    const h1 = (html: string) => DomUtils.findOne((e) => e.name === 'h1', parseDocument(html).children, true)!;
    expect(isSiteBrand(h1(`<h1 class="site-title">Sam Cooks</h1>`))).toBe(true);
    expect(isSiteBrand(h1(`<div class="logo"><h1>Sam Cooks</h1></div>`))).toBe(true);
    expect(isSiteBrand(h1(`<h1><a href="https://sam.example/">Sam Cooks</a></h1>`))).toBe(true);
    expect(isSiteBrand(h1(`<h1 class="entry-title"><a href="/lemon-tart/">Lemon Tart</a></h1>`))).toBe(false);
    expect(isSiteBrand(h1(`<h1>Lemon Tart <a href="/">by Sam</a></h1>`))).toBe(false);
  });
});

describe('isHiddenElement', () => {
  it('hides what a reader does not read: controls, captions, comments, screen-reader text, hidden blocks', () => {
    for (const html of [
      `<a class="btn btn-print" href="#">Print</a>`,
      `<span role="button">Metric</span>`,
      `<p class="wp-caption-text">The finished pie</p>`,
      `<ol class="comment-list"><li>Lovely!</li></ol>`,
      `<span class="screen-reader-text">Step 1</span>`,
      `<p style="display: none">Later</p>`,
    ])
      expect(isHiddenElement(element(html)), html).toBe(true);
  });

  it('shows links, text and a block hidden by its style where the page’s scripts show it', () => {
    expect(isHiddenElement(element(`<a class="recipe-link" href="/pie/">our pie</a>`))).toBe(false);
    expect(isHiddenElement(element(`<p class="hidden">Shown by the page's scripts</p>`))).toBe(false);
    expect(isHiddenElement(element(`<p style="display: none">Later</p>`), true)).toBe(false);
  });
});

describe('tidy', () => {
  it('folds spaces as a reader sees them and drops an affiliate disclosure', () => {
    expect(tidy('  2 cups ( sifted )  flour , (affiliate link)  ')).toBe('2 cups (sifted) flour,');
  });

  it('drops the bullets a post types before its lines, a dash among them, not a dash inside a line or a minus', () => {
    expect(tidy('• 250 g bloem')).toBe('250 g bloem');
    expect(tidy('- Éplucher les pommes.')).toBe('Éplucher les pommes.');
    expect(tidy('– 4 pommes')).toBe('4 pommes');
    expect(tidy('Cuire 30 minutes - pas plus.')).toBe('Cuire 30 minutes - pas plus.');
    expect(tidy('-18 °C freezer')).toBe('-18 °C freezer');
  });
});

describe('controls', () => {
  it('reads a row a person taps to tick off as the row, not a control', () => {
    const html = `<ul><li role="button" tabindex="0">500 g pork</li><li><div role="button">2 onions</div></li></ul>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual(['500 g pork', '2 onions']);
  });
});

describe('a button that is words of its sentence', () => {
  it("reads a step's timer or an amount the page converts, not a scale's, a rating's or the page's controls", () => {
    const html = `<div class="scale"><button>1x</button><button>2x</button></div>
      <ul><li><button class="convert">200 g</button> flour</li></ul><div><button>Rate 5 stars</button></div>
      <ol><li>Rest for <button class="timer">10 minutes</button>.</li><li>Fry for <span><button>2 min</button></span>
      on each side.</li></ol><p><button>Print</button> <button>Save</button></p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      '200 g flour',
      'Rest for 10 minutes.',
      'Fry for 2 min on each side.',
    ]);
  });
});

describe("HTML's phrasing elements", () => {
  it('keeps a word broken by <wbr> or kept whole by <nobr> on its line, and reads a <ruby> by its base', () => {
    const html = `<p>Add the Worcester<wbr>shire sauce <nobr>and stir</nobr>.</p><ul><li><ruby>大根<rt>だいこん</rt></ruby> 1/2本</li></ul>
      <p>Serve <del>hot</del> <ins>warm</ins> with <var>2</var> lemons.</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      'Add the Worcestershire sauce and stir.',
      '大根 1/2本',
      'Serve hot warm with 2 lemons.',
    ]);
  });
});

describe('a flexbox row', () => {
  it("reads an amount beside its name as one line, not a step's number beside its text nor a heading beside a line", () => {
    const html = `<div class="flex gap-4"><div class="w-28">1½ lb</div><div>chicken thighs, diced</div></div>
      <div class="d-flex"><div>1 can (14 oz)</div><div>crushed tomatoes</div></div>
      <div class="flex"><div>1</div><div>Marinate the chicken for an hour.</div></div>
      <div class="d-flex"><h2>Dans votre box</h2><p>2 personnes</p></div>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      '1½ lb chicken thighs, diced',
      '1 can (14 oz) crushed tomatoes',
      '1',
      'Marinate the chicken for an hour.',
      'Dans votre box',
      '2 personnes',
    ]);
  });
});

describe("a component's content rendered in place", () => {
  it('reads a declarative shadow root, not another template', () => {
    const html = `<recipe-card><template shadowrootmode="open"><p>2 eggs</p></template></recipe-card>
      <template><p>Not shown</p></template>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual(['2 eggs']);
  });
});

describe('marks that only tell a browser where to break a word', () => {
  it('leaves out soft hyphens and zero-width spaces, in the page and in its structured data', () => {
    const html = `<p>200 ml Schlag&shy;sahne</p><p>1 tbsp Worces&shy;ter&#8203;shire sauce</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      '200 ml Schlagsahne',
      '1 tbsp Worcestershire sauce',
    ]);
    expect(cleanText('Schlag&shy;sahne\u00ADtorte')).toBe('Schlagsahnetorte');
  });
});

describe('the marks of Japanese, Korean and Danish pages', () => {
  it('reads "・" as a bullet, a step numbered in a circle as numbered, and an advert label as no line', () => {
    const html = `<p>・鶏もも肉 1枚<br>・塩 少々</p><p>①鶏肉は余分な脂を取り除く。<br>❷タレを作る。</p><div>Annonce</div><div>광고</div>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      '鶏もも肉 1枚',
      '塩 少々',
      '1. 鶏肉は余分な脂を取り除く。',
      '2. タレを作る。',
    ]);
  });

  it('decodes an entity whose name holds digits, as structured data writes a half ("&frac12; pepino")', () => {
    expect(cleanText('&frac12; pepino')).toBe('½ pepino');
    expect(cleanText('1 &frac34; cups')).toBe('1 ¾ cups');
  });
});

describe("an icon font's glyph", () => {
  it('is no text: the line reads as its words', () => {
    const html = `<p>\ue192 Arbeitszeit ca. 20 Minuten \ue192 Ruhezeit ca. 15 Minuten</p>`;
    expect(visibleLines(parseDocument(html)).map((l) => l.text)).toEqual([
      'Arbeitszeit ca. 20 Minuten Ruhezeit ca. 15 Minuten',
    ]);
  });
});
