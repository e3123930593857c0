import { describe, expect, it } from 'vitest';
import { COMMON_UNITS, findUnit, normalizeUnit } from './units';

describe('COMMON_UNITS', () => {
  it('has unique ids', () => {
    const ids = COMMON_UNITS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never lets one spelling name two units', () => {
    const seen = new Map<string, string>();
    for (const entry of COMMON_UNITS) {
      for (const spelling of [entry.id, entry.label, entry.plural, ...entry.aliases]) {
        const key = spelling.toLowerCase();
        const owner = seen.get(key);
        expect(owner === undefined || owner === entry.id, `${spelling} in ${owner} and ${entry.id}`).toBe(true);
        seen.set(key, entry.id);
      }
    }
  });

  it('covers metric and US measures', () => {
    const ids = COMMON_UNITS.map((entry) => entry.id);
    expect(ids).toEqual(expect.arrayContaining(['tsp', 'tbsp', 'cup', 'ml', 'l', 'g', 'kg', 'oz', 'lb']));
    expect(COMMON_UNITS.some((entry) => entry.system === 'metric')).toBe(true);
    expect(COMMON_UNITS.some((entry) => entry.system === 'us')).toBe(true);
  });
});

describe('normalizeUnit', () => {
  it.each([
    ['tbsp', 'tbsp'],
    ['Tablespoons', 'tbsp'],
    ['tbs.', 'tbsp'],
    ['teaspoon', 'tsp'],
    ['TSP', 'tsp'],
    ['cups', 'cup'],
    ['c', 'cup'],
    ['Grams', 'g'],
    ['g.', 'g'],
    ['kilos', 'kg'],
    ['litres', 'l'],
    ['L', 'l'],
    ['mL', 'ml'],
    ['cl', 'cl'],
    ['centilitres', 'cl'],
    ['EL', 'tbsp'],
    ['cucharadita', 'tsp'],
    ['Zehen', 'clove'],
    ['Päckchen', 'pkg'],
    ['lbs', 'lb'],
    ['ounces', 'oz'],
    ['fluid  ounces', 'fl oz'],
    ['fl oz', 'fl oz'],
    ['cloves', 'clove'],
    ['pinches', 'pinch'],
    ['pcs', 'piece'],
    ['box', 'pkg'],
    ['bags', 'pkg'],
    ['envelope', 'pkg'],
    ['sachet', 'pkg'],
    ['  slices ', 'slice'],
  ])('reads %s as %s', (text, id) => {
    expect(normalizeUnit(text)).toBe(id);
  });

  it('tells capital T (tablespoon) from small t (teaspoon)', () => {
    expect(normalizeUnit('T')).toBe('tbsp');
    expect(normalizeUnit('Tbs')).toBe('tbsp');
    expect(normalizeUnit('t')).toBe('tsp');
  });

  it('returns null for anything else', () => {
    for (const text of ['', '  ', '.', 'flour', 'eggs', 'large', null, undefined]) {
      expect(normalizeUnit(text)).toBeNull();
    }
  });
});

describe('findUnit', () => {
  it('finds an entry by id only', () => {
    expect(findUnit('tbsp')?.label).toBe('tablespoon');
    expect(findUnit('tablespoon')).toBeUndefined();
  });
});
