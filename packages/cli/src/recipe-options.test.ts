import { SCALE_CHOICES } from '@potluck/api/domain';
import { describe, expect, it } from 'vitest';
import { SCALE_HELP } from './recipe-flags';
import { UsageError } from './errors';
import { exportFormat, multiplierFor, parseLimit, parseOffset, parseRecipeRef, parseScaling } from './recipe-options';

const usage = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
  throw new Error('expected a usage error');
};

describe('parseRecipeRef', () => {
  it('reads a whole number as an id (also tried as a slug) and anything else as a lower-case slug', () => {
    expect(parseRecipeRef('12')).toEqual({ id: 12, slug: '12' });
    expect(parseRecipeRef(' Apple-Pie ')).toEqual({ id: null, slug: 'apple-pie' });
    expect(parseRecipeRef('0')).toEqual({ id: null, slug: '0' });
    expect(parseRecipeRef('99999999999')).toEqual({ id: null, slug: '99999999999' });
  });

  it('refuses an empty or overlong reference', () => {
    expect(usage(() => parseRecipeRef('  '))).toContain('recipe id or slug');
    expect(usage(() => parseRecipeRef('x'.repeat(251)))).toContain('too long');
  });
});

describe('parseScaling and multiplierFor', () => {
  it('takes --scale from the scaler choices only', () => {
    expect(parseScaling({ scale: '2' })).toEqual({ scale: 2 });
    expect(parseScaling({ scale: '.5' })).toEqual({ scale: 0.5 });
    expect(usage(() => parseScaling({ scale: '4' }))).toBe(
      '--scale must be one of 0.5, 1, 2, 3 (got "4"). For other amounts use --servings.',
    );
    expect(usage(() => parseScaling({ scale: 'abc' }))).toContain('got "abc"');
    expect(usage(() => parseScaling({ scale: '' }))).toContain('--scale must be one of');
  });

  it('takes --servings as a whole number of at least 1', () => {
    expect(parseScaling({ servings: '6' })).toEqual({ servings: 6 });
    for (const bad of ['0', '-2', '1.5', 'six', ''])
      expect(usage(() => parseScaling({ servings: bad }))).toContain('--servings must be');
  });

  it('refuses both at once', () => {
    expect(usage(() => parseScaling({ scale: '2', servings: '6' }))).toBe(
      'Use either --scale or --servings, not both.',
    );
  });

  it('turns servings into a multiplier of the recipe', () => {
    expect(multiplierFor(null, 4)).toBe(1);
    expect(multiplierFor({ scale: 3 }, 4)).toBe(3);
    expect(multiplierFor({ servings: 6 }, 4)).toBe(1.5);
    expect(multiplierFor({ servings: 1 }, 4)).toBe(0.25);
  });

  it('spells the scale choices in help as the domain defines them', () => {
    const listed = SCALE_HELP.replace(' or ', ', ').split(', ').map(Number);
    expect(listed).toEqual([...SCALE_CHOICES]);
  });
});

describe('parseLimit and parseOffset', () => {
  it('accepts 1 to 100 and 0 or more', () => {
    expect(parseLimit(undefined)).toBeUndefined();
    expect(parseLimit('5')).toBe(5);
    expect(parseLimit('100')).toBe(100);
    for (const bad of ['0', '101', '2.5', 'ten'])
      expect(usage(() => parseLimit(bad))).toContain('--limit must be a whole number from 1 to 100');
    expect(parseOffset('0')).toBe(0);
    expect(usage(() => parseOffset('-1'))).toContain('--offset');
  });
});

describe('exportFormat', () => {
  it('is --format, else what the file name says, else JSON under --json, else Markdown', () => {
    expect(exportFormat('json', 'x.md')).toBe('json');
    expect(exportFormat('MD', undefined)).toBe('md');
    expect(exportFormat('markdown', undefined)).toBe('md');
    expect(exportFormat(undefined, 'pie.JSON')).toBe('json');
    expect(exportFormat(undefined, 'pie.md')).toBe('md');
    expect(exportFormat(undefined, undefined)).toBe('md');
    expect(exportFormat(undefined, undefined, true)).toBe('json');
    expect(exportFormat(undefined, 'pie.md', true)).toBe('md');
    expect(exportFormat('md', undefined, true)).toBe('md');
    expect(exportFormat('jsonld', undefined)).toBe('jsonld');
    expect(exportFormat('JSON-LD', undefined)).toBe('jsonld');
    expect(exportFormat(undefined, 'pie.jsonld')).toBe('jsonld');
    expect(usage(() => exportFormat('pdf', undefined))).toBe('--format must be md, json or jsonld (got "pdf").');
  });
});
