import { describe, expect, it } from 'vitest';
import { canSuggestCategory, isSuggestionApplied, isSuggestionShown, suggestionLevel } from './category-suggestion';

describe('category suggestion rules', () => {
  it('colours 0.8 and above green, 0.5 and above yellow, below red', () => {
    expect(suggestionLevel(1)).toBe('high');
    expect(suggestionLevel(0.8)).toBe('high');
    expect(suggestionLevel(0.79)).toBe('medium');
    expect(suggestionLevel(0.5)).toBe('medium');
    expect(suggestionLevel(0.49)).toBe('low');
    expect(suggestionLevel(0.11)).toBe('low');
  });

  it('shows above 0.1 and applies above 0.3, both exclusive', () => {
    expect(isSuggestionShown(0.1)).toBe(false);
    expect(isSuggestionShown(0.11)).toBe(true);
    expect(isSuggestionApplied(0.3)).toBe(false);
    expect(isSuggestionApplied(0.31)).toBe(true);
    expect(isSuggestionShown(Number.NaN)).toBe(false);
  });

  it('asks only for names of 2 or more characters after trimming', () => {
    expect(canSuggestCategory(' a ')).toBe(false);
    expect(canSuggestCategory('eg')).toBe(true);
  });
});
