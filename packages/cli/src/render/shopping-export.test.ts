import { describe, expect, it } from 'vitest';
import { makeItem, makeList, WEEKLY } from '../testing/fake-shopping-api';
import { csvField, shoppingListToCsv, shoppingListToMarkdown, shoppingListToText } from './shopping-export';

describe('shoppingListToMarkdown', () => {
  it('is a checklist under category headings in store-walk order, ticked items checked', () => {
    expect(shoppingListToMarkdown(WEEKLY)).toBe(
      [
        '# Weekly shop',
        '',
        '2026-11-28 · Corner Market',
        '',
        '## Produce',
        '',
        '- [x] 3 apples',
        '',
        '## Dairy & Eggs',
        '',
        '- [ ] 2 cups milk',
        '- [ ] 12 eggs',
        '',
        '## Other',
        '',
        '- [ ] 500 g flour, self-raising — the "good" one',
        '',
      ].join('\n'),
    );
  });

  it('escapes what members typed, so a name never turns into formatting or a second checkbox', () => {
    const list = makeList({
      id: 1,
      name: '# *Party*',
      items: [
        makeItem({ id: 1, shopping_list_id: 1, name: '[x] <b>crisps</b>', category: 'Snacks_and_more' }),
        makeItem({ id: 2, shopping_list_id: 1, name: 'dip\nsauce' }),
      ],
    });
    const markdown = shoppingListToMarkdown(list);
    expect(markdown).toContain('# \\# \\*Party\\*\n');
    expect(markdown).toContain('## Snacks\\_and\\_more\n');
    expect(markdown).toContain('- [ ] \\[x\\] \\<b>crisps\\</b>\n');
    expect(markdown).toContain('- [ ] dip sauce\n');
  });

  it('is just the title for an empty list', () => {
    expect(shoppingListToMarkdown(makeList({ id: 1, name: 'Empty' }))).toBe('# Empty\n');
  });
});

describe('shoppingListToText', () => {
  it('has boxes and bare headings, with the description under the title', () => {
    expect(shoppingListToText({ ...WEEKLY, description: 'For the weekend.' })).toBe(
      [
        'Weekly shop',
        '2026-11-28 · Corner Market',
        '',
        'For the weekend.',
        '',
        'Produce',
        '[x] 3 apples',
        '',
        'Dairy & Eggs',
        '[ ] 2 cups milk',
        '[ ] 12 eggs',
        '',
        'Other',
        '[ ] 500 g flour, self-raising — the "good" one',
        '',
      ].join('\n'),
    );
  });
});

describe('shoppingListToCsv', () => {
  it('has a header row, one row per item in store-walk order and CRLF line ends', () => {
    expect(shoppingListToCsv(WEEKLY).split('\r\n')).toEqual([
      'category,item,amount,unit,notes,ticked,price,id',
      'Produce,apples,3,,,true,,72',
      'Dairy & Eggs,milk,2,cups,,false,,71',
      'Dairy & Eggs,eggs,12,,,false,,74',
      'Other,"flour, self-raising",500,g,"the ""good"" one",false,,73',
      '',
    ]);
  });

  it('quotes commas, quotes, line breaks and edge spaces, and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField(null)).toBe('');
    expect(csvField(1.5)).toBe('1.5');
    expect(csvField(false)).toBe('false');
  });
});
