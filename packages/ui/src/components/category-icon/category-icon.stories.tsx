import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../badge/badge';
import { CategoryIcon } from './category-icon';

// The categories the server seeds (migration 0002), with the emoji each stores as its icon.
const SEEDED = [
  ['Breakfast', '🍳'],
  ['Soups & Stews', '🍲'],
  ['Salads', '🥗'],
  ['Pasta & Noodles', '🍝'],
  ['Rice & Grains', '🍚'],
  ['Meat', '🥩'],
  ['Poultry', '🍗'],
  ['Seafood', '🐟'],
  ['Vegetarian', '🥕'],
  ['Vegan', '🌱'],
  ['Baking', '🥖'],
  ['Desserts', '🍰'],
  ['Snacks', '🥨'],
  ['Drinks', '🍹'],
  ['Sides', '🥔'],
  ['Sauces', '🥫'],
] as const;

const meta = {
  title: 'Recipes/CategoryIcon',
  tags: ['dark-check'],
  component: CategoryIcon,
  args: { icon: '🍲' },
} satisfies Meta<typeof CategoryIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every seeded category as the recipe page shows it: a badge with the icon set's icon, no emoji glyph. */
export const SeededCategories: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 8, flexWrap: 'wrap', listStyle: 'none', padding: 0, maxWidth: 560 }}>
      {SEEDED.map(([name, emoji]) => (
        <li key={name}>
          <Badge tone="secondary" icon={<CategoryIcon icon={emoji} />}>
            {name}
          </Badge>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg.lucide')).toHaveLength(SEEDED.length);
    await expect(canvasElement.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  },
};

/** A category whose icon the app does not know gets a plain tag. */
export const UnknownIcon: Story = {
  render: () => (
    <Badge tone="secondary" icon={<CategoryIcon icon="🦄" />}>
      Party food
    </Badge>
  ),
};
