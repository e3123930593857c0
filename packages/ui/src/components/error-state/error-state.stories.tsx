import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft, SearchX } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { maxWidth } from '../../stories/decorators';
import { ErrorState } from './error-state';

const meta = {
  title: 'Primitives/ErrorState',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: ErrorState,
  args: { onRetry: fn() },
  argTypes: { icon: { control: false }, actions: { control: false } },
  decorators: [maxWidth(640)],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomethingWentWrong: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorLoadingRecipes: Story = {
  args: {
    title: 'Error Loading Recipes',
    message: 'Our kitchen is temporarily closed for cleaning! Please try again in a few minutes.',
  },
};

export const RecipeNotFound: Story = {
  args: {
    title: 'Recipe Not Found',
    message: 'The recipe you’re looking for doesn’t exist or isn’t shared with you.',
    onRetry: undefined,
    icon: <SearchX size={34} />,
    actions: (
      <Button asChild variant="secondary">
        <a href="#recipes">Browse Recipes</a>
      </Button>
    ),
  },
};

export const EditNotAllowed: Story = {
  args: {
    title: 'Recipe Not Found',
    message: "The recipe you're trying to edit doesn't exist or you don't have permission to edit it.",
    onRetry: undefined,
    icon: <SearchX size={34} />,
    actions: (
      <Button variant="secondary" iconStart={<ArrowLeft size={18} />}>
        Back to Recipes
      </Button>
    ),
  },
};

export const ShoppingListNotFound: Story = {
  args: {
    title: 'Shopping list not found',
    message: undefined,
    onRetry: undefined,
    actions: (
      <Button variant="secondary" iconStart={<ArrowLeft size={18} />}>
        Go Back
      </Button>
    ),
  },
};

export const MealPlanNotFound: Story = {
  args: {
    title: 'Meal Plan Not Found',
    message: "The meal plan you're looking for doesn't exist or you don't have permission to view it.",
    onRetry: undefined,
    icon: <SearchX size={34} />,
  },
};

export const PrintFailed: Story = {
  args: { title: 'Failed to load recipe', message: 'Please try again or go back to the recipe page.' },
};
