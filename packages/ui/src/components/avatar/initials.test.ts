import { describe, expect, it } from 'vitest';
import { AVATAR_TINTS, initialsOf, tintOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Nonna Maria Rossi')).toBe('NR');
    expect(initialsOf('ada lovelace')).toBe('AL');
  });

  it('takes two letters of a single word or username', () => {
    expect(initialsOf('marco_b')).toBe('MB');
    expect(initialsOf('Zoë')).toBe('ZO');
  });

  it('skips punctuation and copes with accented letters', () => {
    expect(initialsOf('  Émile (chef) Zola ')).toBe('ÉZ');
  });

  it('falls back to a question mark without letters', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(null)).toBe('?');
    expect(initialsOf('  --  ')).toBe('?');
  });
});

describe('tintOf', () => {
  it('is stable for a name and always one of the tints', () => {
    expect(tintOf('Nonna Maria')).toBe(tintOf('Nonna Maria'));
    for (const name of ['a', 'bb', 'Chef Luca', '', null]) expect(AVATAR_TINTS).toContain(tintOf(name));
  });

  it('spreads different names over more than one tint', () => {
    const tints = new Set(['Anna', 'Ben', 'Carla', 'Dev', 'Eli', 'Femi'].map(tintOf));
    expect(tints.size).toBeGreaterThan(1);
  });
});
