import { describe, expect, it } from 'vitest';
import { recipeUrl, shareLinkFor } from './share-links';

const subject = { url: 'https://potluck.example/recipes/7', title: 'Nonna’s Tomato Soup & Bread' };

describe('shareLinkFor', () => {
  it('builds each network’s share address with the title and the recipe address encoded', () => {
    expect(shareLinkFor('twitter', subject)).toBe(
      'https://twitter.com/intent/tweet?text=Nonna%E2%80%99s%20Tomato%20Soup%20%26%20Bread&url=https%3A%2F%2Fpotluck.example%2Frecipes%2F7',
    );
    expect(shareLinkFor('facebook', subject)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fpotluck.example%2Frecipes%2F7',
    );
    expect(shareLinkFor('whatsapp', subject)).toContain('https://wa.me/?text=Nonna');
    expect(shareLinkFor('email', subject)).toMatch(/^mailto:\?subject=Nonna.*&body=.*recipes%2F7$/);
  });

  it('has no window for the clipboard and a friend', () => {
    expect(shareLinkFor('clipboard', subject)).toBeNull();
    expect(shareLinkFor('friend', subject)).toBeNull();
  });

  it('makes the absolute recipe address', () => {
    expect(recipeUrl(7, 'https://potluck.example')).toBe('https://potluck.example/recipes/7');
  });
});
