import { describe, expect, it } from 'vitest';
import firstSet from './categories/category-labels-first.json';
import secondSet from './categories/category-labels-second.json';
import { createCategoryDictionary } from './category-dictionary';

const dictionary = createCategoryDictionary();

/** Share of names whose top-1 suggestion is the labelled category ('Other' when the dictionary has none). */
function accuracy(set: ReadonlyArray<readonly [string, string]>) {
  const misses = set.filter(([name, label]) => (dictionary.match(name)?.category ?? 'Other') !== label);
  return { figure: 1 - misses.length / set.length, misses };
}

describe('category dictionary', () => {
  const report = (label: string, set: Array<[string, string]>) => {
    const { figure, misses } = accuracy(set);
    const wrong = misses.map(
      ([name, want]) => `  ${name} → ${dictionary.match(name)?.category ?? 'Other'} (want ${want})`,
    );
    console.log(
      [`category top-1, ${label} (${set.length} names): ${(figure * 100).toFixed(1)} %`, ...wrong].join('\n'),
    );
    return figure;
  };

  it('suggests the labelled category for at least 90 % of the first set of typed names (and prints the second)', () => {
    // The first set was written before the dictionary; the second after tuning it (86.7 % when first run; two
    // general rules changed after seeing it: the longest run wins over a shorter name, no fuzzy four-letter words).
    expect(report('first set', firstSet as Array<[string, string]>)).toBeGreaterThanOrEqual(0.9);
    report('second set, written after tuning', secondSet as Array<[string, string]>);
  });

  it('tells how it matched', () => {
    expect(dictionary.match('Eggs')).toEqual({ category: 'Dairy & Eggs', source: 'synonym', confidence: 0.9 });
    expect(dictionary.match('extra virgin olive oil')?.category).toBe('Condiments & Oils');
    expect(dictionary.match('Philadelphia')).toMatchObject({ category: 'Dairy & Eggs', source: 'brand' });
    expect(dictionary.match('bananna')).toMatchObject({ category: 'Produce', source: 'fuzzy_match' });
    expect(dictionary.match('tomato paste')?.category).toBe('Canned & Jarred');
    expect(dictionary.match('frozen peas')?.category).toBe('Frozen');
    expect(dictionary.match('qwzx')).toBeUndefined();
  });
});
