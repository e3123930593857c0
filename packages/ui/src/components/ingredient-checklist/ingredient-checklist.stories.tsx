import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { soupIngredients } from '../../fixtures/cooking';
import { maxWidth } from '../../stories/decorators';
import { IngredientChecklist } from './ingredient-checklist';

const meta = {
  title: 'Recipes/IngredientChecklist',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: IngredientChecklist,
  args: { ingredients: soupIngredients },
  decorators: [maxWidth(520)],
} satisfies Meta<typeof IngredientChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const CheckingOffStrikesThrough: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /olive oil/ });
    const line = canvas.getByText('olive oil', { exact: false }).closest('label')!;
    await expect(getComputedStyle(line).textDecorationLine).toBe('none');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(getComputedStyle(line).textDecorationLine).toBe('line-through');
    // Ticking is reversible.
    await userEvent.click(line);
    await expect(box).not.toBeChecked();
    await expect(getComputedStyle(line).textDecorationLine).toBe('none');
  },
};

export const PartlyChecked: Story = { args: { defaultChecked: [1, 2, 3] } };

export const Doubled: Story = {
  args: { multiplier: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 cups')).toBeInTheDocument();
    await expect(canvas.getByText('1/2 cup')).toBeInTheDocument();
  },
};
