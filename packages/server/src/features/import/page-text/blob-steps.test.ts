import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { listInsideText } from './blob-steps';
import { visibleLines } from './visible-lines';

const text =
  'Dredge the swordfish in flour. Brown it in the oil and butter. To make the sauce: Add the garlic. ' +
  'Deglaze with the wine. Return the fish to the pan. More recipes: Lemon Pasta. Garlic Prawns.';

describe('listInsideText', () => {
  it('reads a method in groups, each a list, as one run of steps in the order the text has them', () => {
    const page = parseDocument(`<ol><li>Dredge the swordfish in flour.</li><li>Brown it in the oil and butter.</li></ol>
      <p>To make the sauce:</p><ol><li>Add the garlic.</li><li>Deglaze with the wine.</li><li>Return the fish to the pan.</li></ol>
      <ul><li><a href="/lemon-pasta/">Lemon Pasta</a></li><li><a href="/prawns/">Garlic Prawns</a></li></ul>`);
    expect(listInsideText(visibleLines(page), text)).toEqual([
      'Dredge the swordfish in flour.',
      'Brown it in the oil and butter.',
      'Add the garlic.',
      'Deglaze with the wine.',
      'Return the fish to the pan.',
    ]);
  });

  it('reads the method once where the page shows it again for print, and nothing when no list is in the text', () => {
    const list = `<ol><li>Add the garlic.</li><li>Deglaze with the wine.</li></ol>`;
    expect(listInsideText(visibleLines(parseDocument(list + list)), text)).toEqual([
      'Add the garlic.',
      'Deglaze with the wine.',
    ]);
    expect(
      listInsideText(visibleLines(parseDocument(`<ul><li>1 swordfish steak</li><li>2 tbsp flour</li></ul>`)), text),
    ).toBeNull();
  });

  it('reads an item of several paragraphs, its title in bold over its text, as one step', () => {
    const blob =
      'Assemble the soup: Combine the chicken and rice in a pot. Bring to a boil. ' +
      'Season and serve: Stir in the lemon juice. Taste for salt.';
    const page = parseDocument(`<ol><li><p><strong>Assemble the soup:</strong></p><p>Combine the chicken and rice in a
      pot.</p><p>Bring to a boil.</p></li><li><p><strong>Season and serve:</strong></p><p>Stir in the lemon juice.</p>
      <p>Taste for salt.</p></li></ol>`);
    expect(listInsideText(visibleLines(page), blob)).toEqual([
      'Assemble the soup: Combine the chicken and rice in a pot. Bring to a boil.',
      'Season and serve: Stir in the lemon juice. Taste for salt.',
    ]);
  });
});
