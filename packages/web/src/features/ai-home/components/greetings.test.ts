import { describe, expect, it } from 'vitest';
import { GREETINGS, pickGreeting } from './greetings';
import { SUGGESTIONS, suggestionsAt } from './suggestions';

describe('greetings', () => {
  it('has about 150 different lines and picks across all of them', () => {
    expect(GREETINGS.length).toBeGreaterThanOrEqual(140);
    expect(new Set(GREETINGS).size).toBe(GREETINGS.length);
    expect(pickGreeting(() => 0)).toBe(GREETINGS[0]);
    expect(pickGreeting(() => 0.9999999)).toBe(GREETINGS[GREETINGS.length - 1]);
    expect(pickGreeting(() => 0.5)).toBe(GREETINGS[Math.floor(GREETINGS.length / 2)]);
  });
});

describe('suggestionsAt', () => {
  it('shows 4 of the 8 suggestions and wraps around', () => {
    expect(SUGGESTIONS).toHaveLength(8);
    expect(suggestionsAt(SUGGESTIONS, 0)).toEqual(SUGGESTIONS.slice(0, 4));
    expect(suggestionsAt(SUGGESTIONS, 1)).toEqual(SUGGESTIONS.slice(4));
    expect(suggestionsAt(SUGGESTIONS, 2)).toEqual(SUGGESTIONS.slice(0, 4));
    expect(suggestionsAt(['a', 'b', 'c', 'd', 'e', 'f'], 1)).toEqual(['e', 'f', 'a', 'b']);
    expect(suggestionsAt(['a', 'b'], 3)).toEqual(['a', 'b']);
  });
});
