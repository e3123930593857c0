import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { charactersUpTo, textUpTo } from './bounded-text';

const element = (html: string) => DomUtils.findOne(() => true, parseDocument(html).children) as Element;

describe('bounded text', () => {
  const card = element('<div><h3>Sauce</h3><p>Whisk <b>the</b> oil<!-- no -->, vinegar and salt.</p></div>');

  it('reads the text in document order, as textContent does, when it is short enough', () => {
    expect(textUpTo(card, 1000)).toBe(DomUtils.textContent(card).replace(' no ', ''));
    expect(charactersUpTo(card, Infinity)).toBe('SauceWhisktheoil,vinegarandsalt.'.length);
  });

  it('stops once it has read more than it was asked for', () => {
    expect(textUpTo(card, 4)).toBe('Sauce');
    expect(charactersUpTo(card, 6)).toBe('SauceWhisk'.length);
    // A page whose tags are never closed: the first element holds the rest of the page.
    const unclosed = element(`${'<div class="title">Step '.repeat(20_000)}`);
    expect(textUpTo(unclosed, 150).length).toBeLessThan(160);
  });
});
