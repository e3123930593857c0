import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShoppingAnalytics, type ShoppingAnalyticsData } from './shopping-analytics';

const busyMonth: ShoppingAnalyticsData = {
  total_lists: 9,
  average_completion_rate: 83.4,
  total_spent: 412.8,
  average_cost_per_list: 45.87,
  most_purchased_items: [
    'Milk',
    'Eggs',
    'Bananas',
    'Bread',
    'Tomatoes',
    'Onions',
    'Garlic',
    'Cheddar',
    'Butter',
    'Rice',
    'Basil',
    'Lemons',
  ].map((name, index) => ({ name, count: 12 - index })),
  spending_by_category: [
    'Produce',
    'Dairy',
    'Meat',
    'Bakery',
    'Pantry',
    'Frozen',
    'Beverages',
    'Snacks',
    'Household',
    'Other',
  ].map((category, index) => ({ category, amount: 120 - index * 11.5 })),
};

const meta = {
  title: 'Shopping/ShoppingAnalytics',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: ShoppingAnalytics,
  args: { analytics: busyMonth },
} satisfies Meta<typeof ShoppingAnalytics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Totals, the top 10 purchased items and the top 8 spending categories. */
export const BusyMonth: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('83%')).toBeInTheDocument();
    await expect(canvas.getByText('$412.80')).toBeInTheDocument();
    const items = within(canvas.getByRole('list', { name: 'Most purchased items' }));
    await expect(items.getAllByRole('listitem')).toHaveLength(10);
    const categories = within(canvas.getByRole('list', { name: 'Spending by category' }));
    await expect(categories.getAllByRole('listitem')).toHaveLength(8);
  },
};

export const NothingYet: Story = {
  args: {
    analytics: {
      total_lists: 0,
      average_completion_rate: 0,
      total_spent: 0,
      average_cost_per_list: 0,
      most_purchased_items: [],
      spending_by_category: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No spending recorded yet.')).toBeInTheDocument();
  },
};
