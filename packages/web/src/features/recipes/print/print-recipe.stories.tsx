import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import { soupRecipe } from '../detail/recipe.fixtures';
import { PrintFailed, PrintInvalidId, PrintLoading, PrintToolbar } from './print-states';
import { PrintRecipeView } from './print-recipe-view';
import * as printChrome from '../../../lib/print/print-chrome.css';

/** The print page's frame as PrintRecipePage draws it, without the data loading or the auto-print timer. */
function PrintFrame({ printFailed = false, onPrint = fn() }: { printFailed?: boolean; onPrint?: () => void }) {
  return (
    <main className={printChrome.screen}>
      <PrintToolbar recipeId={soupRecipe.id} onPrint={onPrint} printFailed={printFailed} />
      <PrintRecipeView recipe={soupRecipe} />
    </main>
  );
}

const meta = {
  title: 'Pages/Print Recipe',
  component: PrintFrame,
  parameters: { frame: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/print/7']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof PrintFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  tags: ['dark-check'],
  args: { onPrint: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: soupRecipe.title })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    await expect(canvas.getByText('1h 15m')).toBeInTheDocument();
    await expect(canvas.getByText('1/4 cup')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Recipe' })).toHaveAttribute('href', '/recipes/7');
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

export const PrintDialogBlocked: Story = {
  args: { printFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The print dialog did not open')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => <PrintLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Preparing the recipe for printing…' })).toBeInTheDocument();
  },
};

export const InvalidId: Story = {
  render: () => <PrintInvalidId />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Invalid recipe ID' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  render: () => <PrintFailed recipeId={7} onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Failed to load recipe' })).toBeInTheDocument();
    await expect(canvas.getByText('Please try again or go back to the recipe page.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Recipe' })).toHaveAttribute('href', '/recipes/7');
  },
};
