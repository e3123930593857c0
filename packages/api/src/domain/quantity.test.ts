import { describe, expect, it } from 'vitest';
import {
  expandUnicodeFractions,
  formatAmountWithUnit,
  formatQuantity,
  parseQuantity,
  SCALE_CHOICES,
  scaleQuantity,
} from './quantity';

describe('SCALE_CHOICES', () => {
  it('offers the four multipliers of the spec', () => {
    expect(SCALE_CHOICES).toEqual([0.5, 1, 2, 3]);
  });
});

describe('scaleQuantity', () => {
  it('multiplies the amount', () => {
    expect(scaleQuantity(1.5, 2)).toBe(3);
    expect(scaleQuantity(1, 0.5)).toBe(0.5);
    expect(scaleQuantity(0, 3)).toBe(0);
  });

  it('treats a missing, negative or non-finite amount as no amount', () => {
    expect(scaleQuantity(null, 2)).toBeNull();
    expect(scaleQuantity(undefined, 2)).toBeNull();
    expect(scaleQuantity(Number.NaN, 2)).toBeNull();
    expect(scaleQuantity(-1, 2)).toBeNull();
    expect(scaleQuantity(Number.POSITIVE_INFINITY, 2)).toBeNull();
  });

  it('ignores a multiplier that is not a positive finite number', () => {
    expect(scaleQuantity(2, 0)).toBe(2);
    expect(scaleQuantity(2, -1)).toBe(2);
    expect(scaleQuantity(2, Number.NaN)).toBe(2);
  });
});

describe('formatQuantity', () => {
  it('shows nothing for no amount', () => {
    for (const value of [null, undefined, Number.NaN, -0.5, -1, Number.POSITIVE_INFINITY]) {
      expect(formatQuantity(value)).toBe('');
    }
  });

  it('gives 0 under 0.01', () => {
    expect(formatQuantity(0)).toBe('0');
    expect(formatQuantity(0.009)).toBe('0');
    expect(formatQuantity(0.0099)).toBe('0');
  });

  it('shows two decimals from 0.01 while one decimal would read 0', () => {
    expect(formatQuantity(0.01)).toBe('0.01');
    expect(formatQuantity(0.04)).toBe('0.04');
    expect(formatQuantity(0.049)).toBe('0.05');
    expect(formatQuantity(0.05)).toBe('0.1');
  });

  it('shows each listed fraction at its exact value', () => {
    expect(formatQuantity(1 / 8)).toBe('1/8');
    expect(formatQuantity(1 / 4)).toBe('1/4');
    expect(formatQuantity(1 / 3)).toBe('1/3');
    expect(formatQuantity(1 / 2)).toBe('1/2');
    expect(formatQuantity(2 / 3)).toBe('2/3');
    expect(formatQuantity(3 / 4)).toBe('3/4');
  });

  it.each([
    [0.075, '1/8'],
    [0.175, '1/8'],
    [0.2, '1/4'],
    [0.45, '1/2'],
    [0.55, '1/2'],
    [0.8, '3/4'],
  ])('includes the 0.05 edge %s in the window of %s', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });

  it('includes the 0.05 edges of the thirds where no other fraction is nearer', () => {
    expect(formatQuantity(1 / 3 + 0.05)).toBe('1/3');
    expect(formatQuantity(2 / 3 - 0.05)).toBe('2/3');
  });

  it('falls back to one decimal just outside each window', () => {
    expect(formatQuantity(0.074)).toBe('0.1');
    expect(formatQuantity(0.176)).toBe('0.2');
    expect(formatQuantity(0.199)).toBe('0.2');
    expect(formatQuantity(1 / 3 + 0.051)).toBe('0.4');
    expect(formatQuantity(0.449)).toBe('0.4');
    expect(formatQuantity(0.551)).toBe('0.6');
    expect(formatQuantity(2 / 3 - 0.051)).toBe('0.6');
    expect(formatQuantity(0.801)).toBe('0.8');
  });

  it('picks the nearer fraction where two windows overlap', () => {
    expect(formatQuantity(0.28)).toBe('1/4');
    expect(formatQuantity(0.3)).toBe('1/3');
    expect(formatQuantity(0.7)).toBe('2/3');
    expect(formatQuantity(0.72)).toBe('3/4');
  });

  it('rounds values just under 1 to a whole 1', () => {
    expect(formatQuantity(0.9)).toBe('0.9');
    expect(formatQuantity(0.95)).toBe('1');
    expect(formatQuantity(0.99)).toBe('1');
  });

  it('shows one decimal under 10 without a trailing .0', () => {
    expect(formatQuantity(1)).toBe('1');
    expect(formatQuantity(1.5)).toBe('1.5');
    expect(formatQuantity(1.15)).toBe('1.2');
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(2.04)).toBe('2');
    expect(formatQuantity(9.94)).toBe('9.9');
    expect(formatQuantity(9.95)).toBe('10');
    expect(formatQuantity(9.99)).toBe('10');
  });

  it('rounds half up from 10', () => {
    expect(formatQuantity(10)).toBe('10');
    expect(formatQuantity(10.49)).toBe('10');
    expect(formatQuantity(10.5)).toBe('11');
    expect(formatQuantity(1234.5)).toBe('1235');
  });
});

describe('formatAmountWithUnit', () => {
  it('joins the formatted amount and the unit', () => {
    expect(formatAmountWithUnit(0.5, 'cup')).toBe('1/2 cup');
    expect(formatAmountWithUnit(2, ' tbsp ')).toBe('2 tbsp');
  });

  it('scales before formatting', () => {
    expect(formatAmountWithUnit(1, 'cup', 0.5)).toBe('1/2 cup');
    expect(formatAmountWithUnit(1.5, 'tsp', 3)).toBe('4.5 tsp');
    expect(formatAmountWithUnit(4, 'g', 3)).toBe('12 g');
  });

  it('leaves out what is missing', () => {
    expect(formatAmountWithUnit(null, 'pinch')).toBe('pinch');
    expect(formatAmountWithUnit(3, null)).toBe('3');
    expect(formatAmountWithUnit(-2, '')).toBe('');
    expect(formatAmountWithUnit(undefined, undefined)).toBe('');
  });
});

describe('parseQuantity', () => {
  it('reads whole numbers, decimals and fractions', () => {
    expect(parseQuantity('2')).toBe(2);
    expect(parseQuantity('1.5')).toBe(1.5);
    expect(parseQuantity('.5')).toBe(0.5);
    expect(parseQuantity('1/2')).toBe(0.5);
    expect(parseQuantity(' 3/4 ')).toBe(0.75);
  });

  it('reads mixed numbers with a space, a hyphen or a glyph', () => {
    expect(parseQuantity('1 1/2')).toBe(1.5);
    expect(parseQuantity('1-1/2')).toBe(1.5);
    expect(parseQuantity('1½')).toBe(1.5);
    expect(parseQuantity('½')).toBe(0.5);
  });

  it('takes the lower bound of a range', () => {
    expect(parseQuantity('2-3')).toBe(2);
    expect(parseQuantity('1/2-1')).toBe(0.5);
    expect(parseQuantity('3-2')).toBe(2);
  });

  it('rejects what is not an amount', () => {
    for (const text of ['', '  ', 'abc', '-1', '1/0', '1..2', '1-2-3', '2 3', '1 3/2', '--', '/', null, undefined]) {
      expect(parseQuantity(text)).toBeNull();
    }
  });
});

describe('expandUnicodeFractions', () => {
  it('separates a whole number from a fraction glyph', () => {
    expect(expandUnicodeFractions('1½ cups')).toBe('1 1/2 cups');
    expect(expandUnicodeFractions('3⁄4 cup')).toBe('3/4 cup');
    expect(expandUnicodeFractions('¾ tsp')).toBe('3/4 tsp');
  });
});
