import { describe, expect, it } from 'vitest';
import { padEnd, padStart, table, textWidth, truncate, wrap } from './text-layout';

describe('wrap', () => {
  it('breaks between words at the width, with a hanging indent', () => {
    expect(wrap('one two three four five', 13, '   ', '1. ')).toEqual(['1. one two', '   three four', '   five']);
  });

  it('keeps paragraphs, folds runs of blank lines into one and drops blank ends', () => {
    expect(wrap('\n\nfirst line\nsecond\n\n\n\nthird\n\n', 40, '  ')).toEqual([
      '  first line',
      '  second',
      '',
      '  third',
    ]);
  });

  it('puts a word longer than the line on a line of its own instead of cutting it', () => {
    expect(wrap('see https://example.com/a/very/long/address ok', 20)).toEqual([
      'see',
      'https://example.com/a/very/long/address',
      'ok',
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(wrap('  \n ', 20)).toEqual([]);
  });
});

describe('truncate and padding', () => {
  it('cuts with an ellipsis only when needed', () => {
    expect(truncate('Pancakes', 8)).toBe('Pancakes');
    expect(truncate('Pancakes with syrup', 10)).toBe('Pancakes…');
    expect(truncate('abc', 1)).toBe('a');
  });

  it('counts code points, so accented titles line up', () => {
    expect(textWidth('Ragù')).toBe(4);
    expect(padEnd('Ragù', 6)).toBe('Ragù  ');
    expect(padStart('7', 3)).toBe('  7');
  });
});

describe('table', () => {
  const columns = [
    { header: 'ID', align: 'right' as const },
    { header: 'TITLE', shrink: true, minWidth: 8 },
    { header: 'BY' },
  ];
  const rows = [
    ['1', 'Fluffy Buttermilk Pancakes', 'alice'],
    ['12', 'Ragù', 'bob'],
  ];

  it('aligns columns two spaces apart, numbers to the right, without trailing spaces', () => {
    expect(table(columns, rows, 80)).toEqual([
      'ID  TITLE                       BY',
      ' 1  Fluffy Buttermilk Pancakes  alice',
      '12  Ragù                        bob',
    ]);
  });

  it('narrows the shrinking column to fit, never below its minimum', () => {
    expect(table(columns, rows, 25)).toEqual([
      'ID  TITLE           BY',
      ' 1  Fluffy Butter…  alice',
      '12  Ragù            bob',
    ]);
    expect(table(columns, rows, 5)[1]).toBe(' 1  Fluffy…   alice');
  });
});
