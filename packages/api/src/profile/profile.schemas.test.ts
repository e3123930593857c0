import { describe, expect, it } from 'vitest';
import { cookingPreferencesInputSchema, splitCommaList } from './preferences.schemas';
import { profileBadges, profileUpdateSchema } from './profile.schemas';

describe('profile badges (spec 001 §2)', () => {
  it('New Member always; Recipe Creator above 0 recipes; Popular Cook at 10 or more followers', () => {
    expect(profileBadges({ recipe_count: 0, follower_count: 0 })).toEqual(['New Member']);
    expect(profileBadges({ recipe_count: 1, follower_count: 9 })).toEqual(['New Member', 'Recipe Creator']);
    expect(profileBadges({ recipe_count: 0, follower_count: 10 })).toEqual(['New Member', 'Popular Cook']);
  });
});

describe('typed preference lists', () => {
  it('comma-separated text becomes trimmed entries without empties', () => {
    expect(splitCommaList(' basil, ,lime ,  chilli flakes,')).toEqual(['basil', 'lime', 'chilli flakes']);
    expect(splitCommaList('')).toEqual([]);
  });

  it('defaults fill what is left out; duplicates go (any case)', () => {
    const parsed = cookingPreferencesInputSchema.parse({ favorite_ingredients: ['Basil', 'basil'] });
    expect(parsed).toMatchObject({ spice_tolerance: 3, skill_level: 'beginner', favorite_ingredients: ['basil'] });
  });
});

describe('profile update', () => {
  it('accepts http(s) websites only; empty text clears', () => {
    expect(profileUpdateSchema.safeParse({ website: 'https://a.example/x' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ website: 'ftp://a.example' }).success).toBe(false);
    expect(profileUpdateSchema.parse({ website: '', bio: '' })).toMatchObject({ website: null, bio: null });
  });
});
