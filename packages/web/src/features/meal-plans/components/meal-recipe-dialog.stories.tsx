import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { sampleMeal, sampleRecipe } from '../meal-plans.fixtures';
import { MealRecipeDialogView } from './meal-recipe-dialog';

/** A meal's recipe detail modal (spec 001 §2), without the network: the recipe and its failure are props. */
const meta = {
  title: 'Pages/Meal Plans/Meal Recipe',
  component: MealRecipeDialogView,
  parameters: { frame: 'fullscreen' },
  args: { meal: sampleMeal({ servings: 4 }), recipe: sampleRecipe, failed: false, cover: null, onOpenChange: fn() },
} satisfies Meta<typeof MealRecipeDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScaledToTheMeal: Story = {
  tags: ['dark-check'],
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sunday ragù' }));
    // The recipe is written for 2; the meal cooks for 4.
    await expect(dialog.getByRole('list', { name: 'Ingredients' })).toHaveTextContent(/500\s*g/);
    await expect(dialog.getByText('Brown the mince.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { recipe: undefined },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sunday ragù' }));
    await expect(dialog.queryByRole('list', { name: 'Ingredients' })).not.toBeInTheDocument();
  },
};

export const FailedToLoad: Story = {
  args: { recipe: undefined, failed: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sunday ragù' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Failed to load recipe');
  },
};
