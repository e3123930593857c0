import { describe, expect, it } from 'vitest';
import { isIngredientsHeading, isStepsHeading, isTagsLine } from './recipe-headings';

describe('recipe headings in the languages of the sites', () => {
  it('knows the method headings of Czech and Slovak, Norwegian and Dutch pages, and their tags lines', () => {
    for (const text of ['Kroky', 'Slik gjør du', 'Zo maak je het', 'So wird’s gemacht', "Comment c'est fait :"])
      expect(isStepsHeading(text), text).toBe(true);
    expect(isIngredientsHeading('Ingrediencie:')).toBe(true);
    expect(isTagsLine('Tagi: Kuchnia Polska WARZYWA')).toBe(true);
    expect(isTagsLine('Tagliare le cipolle a fette sottili.')).toBe(false);
  });
});
