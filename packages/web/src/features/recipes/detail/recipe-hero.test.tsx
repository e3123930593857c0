import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipeHero } from './recipe-hero';
import { soupRecipe } from './recipe.fixtures';

const counts = { likes: 0, views: 0, bookmarks: 0, reviews: 0 };

describe('RecipeHero categories', () => {
  it("draws each category's icon from the icon set, never its emoji (empty boxes without an emoji font)", () => {
    const recipe = {
      ...soupRecipe,
      categories: [
        { id: 2, name: 'Soups & Stews', icon: '🍲' },
        { id: 9, name: 'Vegetarian', icon: '🥕' },
        { id: 20, name: 'Weeknight', icon: null },
      ],
    };
    render(<RecipeHero recipe={recipe} counts={counts} />);
    const list = screen.getByRole('list', { name: 'Categories' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Soups & Stews', 'Vegetarian', 'Weeknight']);
    expect(items[0]?.querySelector('svg.lucide-soup')).not.toBeNull();
    expect(items[1]?.querySelector('svg.lucide-carrot')).not.toBeNull();
    expect(items[2]?.querySelector('svg')).toBeNull();
    expect(list.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
