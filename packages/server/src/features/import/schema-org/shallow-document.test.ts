import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readRecipePage } from '../page-reader';
import { MAX_DEPTH, parseShallowDocument } from './shallow-document';

const depthOf = (node: { children?: unknown[] }): number => {
  let depth = 0;
  let level: Array<{ children?: unknown[] }> = [node];
  while (level.length > 0) {
    depth++;
    level = level.flatMap((n) => (n.children ?? []) as Array<{ children?: unknown[] }>);
  }
  return depth;
};

describe('parseShallowDocument', () => {
  it('leaves a page of ordinary depth as htmlparser2 parses it', () => {
    const document = parseShallowDocument(
      '<main><article><h1>Soup</h1><ul><li>1 <b>leek</b></li></ul></article></main>',
    );
    expect(DomUtils.getOuterHTML(document)).toBe(
      '<main><article><h1>Soup</h1><ul><li>1 <b>leek</b></li></ul></article></main>',
    );
  });

  it('flattens what is nested deeper than its limit, keeping the text in order', () => {
    const html = `${'<div>'.repeat(20_000)}<p>Boil <b>the</b> leek.</p><p>Serve.</p>`;
    const document = parseShallowDocument(html);
    expect(depthOf(document)).toBeLessThan(MAX_DEPTH + 12);
    expect(DomUtils.findAll((e) => e.name === 'p', document.children).map((p) => DomUtils.textContent(p))).toEqual([
      'Boil the leek.',
      'Serve.',
    ]);
    expect(DomUtils.textContent(document)).toBe('Boil the leek.Serve.');
    // The deepest level keeps the paragraphs whole, with their bold words.
  });

  it('lets the import read a recipe after thousands of unclosed elements instead of overflowing the stack', async () => {
    const recipe = { '@type': 'Recipe', name: 'Leek Soup', recipeIngredient: ['2 leeks'], recipeInstructions: 'Boil.' };
    const html = `${'<div><span>'.repeat(5000)}<h1>Leek Soup</h1><script type="application/ld+json">${JSON.stringify(recipe)}</script>`;
    const draft = await readRecipePage(html, null, () => Promise.reject(new Error('no text parser')));
    expect(draft.parsed.title).toBe('Leek Soup');
    expect(draft.parsed.instructions.map((s) => s.instruction)).toEqual(['Boil.']);
  });
});
