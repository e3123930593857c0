import { describe, expect, it } from 'vitest';
import { UsageError } from './errors';
import { parseListId, parseServingsOverrides, parseStatus, shoppingExportFormat } from './shopping-options';

describe('parseListId', () => {
  it('takes a whole number and refuses anything else as a usage error', () => {
    expect(parseListId(' 42 ')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '99999999999']) expect(() => parseListId(bad)).toThrow(UsageError);
  });
});

describe('parseStatus', () => {
  it('takes a status in any case, or all', () => {
    expect(parseStatus(undefined)).toBeUndefined();
    expect(parseStatus('Active')).toBe('active');
    expect(parseStatus('all')).toBe('all');
    expect(() => parseStatus('open')).toThrow('--status must be one of active, completed, archived, all (got "open").');
  });
});

describe('shoppingExportFormat', () => {
  it('follows --format, else the --out extension, else --json, else Markdown', () => {
    expect(shoppingExportFormat('CSV', 'x.md')).toBe('csv');
    expect(shoppingExportFormat('markdown', undefined)).toBe('md');
    expect(shoppingExportFormat('text', undefined)).toBe('txt');
    expect(shoppingExportFormat(undefined, 'list.CSV')).toBe('csv');
    expect(shoppingExportFormat(undefined, 'list.txt')).toBe('txt');
    expect(shoppingExportFormat(undefined, 'list.json', false)).toBe('json');
    expect(shoppingExportFormat(undefined, 'list')).toBe('md');
    expect(shoppingExportFormat(undefined, undefined, true)).toBe('json');
    expect(shoppingExportFormat(undefined, undefined)).toBe('md');
    expect(() => shoppingExportFormat('xlsx', undefined)).toThrow(UsageError);
  });
});

describe('parseServingsOverrides', () => {
  it('maps each recipe given (as it was given) to its servings', () => {
    expect([...parseServingsOverrides(['12=6', ' apple-pie = 2 '], ['12', 'apple-pie'])]).toEqual([
      ['12', 6],
      ['apple-pie', 2],
    ]);
    expect(parseServingsOverrides([], ['12']).size).toBe(0);
  });

  it('refuses a pair that is malformed, names another recipe, or is not a whole number from 1 to 1000', () => {
    expect(() => parseServingsOverrides(['12:6'], ['12'])).toThrow('--servings takes recipe=servings');
    expect(() => parseServingsOverrides(['13=6'], ['12'])).toThrow('"13" is not one of the recipes given (12)');
    for (const bad of ['12=0', '12=1.5', '12=1001', '12=many'])
      expect(() => parseServingsOverrides([bad], ['12'])).toThrow('Servings must be at least 1');
  });
});
