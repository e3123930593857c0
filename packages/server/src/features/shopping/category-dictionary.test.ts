import { describe, expect, it } from 'vitest';
import firstSet from './categories/category-labels-first.json';
import { createCategoryDictionary } from './category-dictionary';

const dictionary = createCategoryDictionary();

/** Share of names whose top-1 suggestion is the labelled category ('Other' when the dictionary has none). */
function accuracy(set: ReadonlyArray<readonly [string, string]>) {
  const misses = set.filter(([name, label]) => (dictionary.match(name)?.category ?? 'Other') !== label);
  return { figure: 1 - misses.length / set.length, misses };
}

describe('category dictionary', () => {
  it('suggests the labelled category for at least 90 % of the first set of typed names', () => {
    const { figure, misses } = accuracy(firstSet as Array<[string, string]>);
    console.log(`category top-1, first set (${firstSet.length} names): ${(figure * 100).toFixed(1)} %`);
    console.log(
      misses
        .map(([name, label]) => `${name} → ${dictionary.match(name)?.category ?? 'Other'} (want ${label})`)
        .join('\n'),
    );
    expect(figure).toBeGreaterThanOrEqual(0.9);
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
