import { ApiError, type ChefVariation } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { botturaCarbonara, carbonaraChefs, ginoCarbonara } from './ai-home.fixtures';
import { FamousChefVariations } from './famous-chef-variations';

const never = <T,>() => new Promise<T>(() => {});
const slow = { timeout: 3000 };

const meta = {
  title: 'Screens/AI Chef Home/Famous Chef Variations',
  component: FamousChefVariations,
  args: {
    aiAvailable: true,
    signedIn: true,
    initialDish: '',
    findChefs: fn(async (): Promise<readonly string[]> => carbonaraChefs),
    getVariation: fn(async (): Promise<ChefVariation> => botturaCarbonara),
    getAllVariations: fn(async (): Promise<readonly ChefVariation[]> => [botturaCarbonara, ginoCarbonara]),
    saveRecipe: fn(async () => ({ id: 42, title: botturaCarbonara.recipe_title })),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof FamousChefVariations>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Names the dish and submits, so the chefs come without the 1 s wait. */
async function findChefsFor(canvas: Canvas, dish = 'carbonara') {
  await userEvent.type(canvas.getByRole('textbox', { name: /Dish/ }), `${dish}{Enter}`);
}

async function showBottura(canvas: Canvas) {
  await findChefsFor(canvas);
  await userEvent.click(await canvas.findByRole('button', { name: 'Massimo Bottura’s version' }));
  return within(await canvas.findByRole('article', { name: 'Carbonara alla Bottura' }));
}

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /Dish/ })).toHaveValue('');
    await expect(canvas.queryByRole('list', { name: 'Chef variations' })).not.toBeInTheDocument();
    await expect(args.findChefs).not.toHaveBeenCalled();
  },
};

export const ChefsFound: Story = {
  name: 'Chefs found (looked up 1 s after typing stops)',
  tags: ['dark-check'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Dish/ }), 'carbonara');
    await expect(args.findChefs).not.toHaveBeenCalled();
    const chefs = within(await canvas.findByRole('list', { name: 'Famous chefs for carbonara' }, slow));
    await expect(args.findChefs).toHaveBeenCalledTimes(1);
    await expect(args.findChefs).toHaveBeenCalledWith('carbonara');
    await expect(chefs.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Massimo Bottura’s version',
      'Gino D’Acampo’s version',
      'Antonio Carluccio’s version',
      'All chefs’ versions',
    ]);
  },
};

export const NoneFound: Story = {
  args: { findChefs: fn(async () => []) },
  play: async ({ canvas }) => {
    await findChefsFor(canvas, 'cardboard');
    await expect(
      await canvas.findByText('No famous chefs found for cardboard. Try a different dish!'),
    ).toBeInTheDocument();
  },
};

export const Prefilled: Story = {
  name: 'Prefilled from a recipe (looked up only when asked)',
  args: { initialDish: 'Spaghetti Carbonara' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /Dish/ })).toHaveValue('Spaghetti Carbonara');
    await userEvent.click(canvas.getByRole('button', { name: 'Find famous chefs' }));
    await expect(args.findChefs).toHaveBeenCalledWith('Spaghetti Carbonara');
    await expect(await canvas.findByRole('list', { name: 'Famous chefs for Spaghetti Carbonara' })).toBeInTheDocument();
  },
};

export const VariationShown: Story = {
  tags: ['dark-check'],
  play: async ({ canvas, args }) => {
    const card = await showBottura(canvas);
    await expect(args.getVariation).toHaveBeenCalledWith('carbonara', 'Massimo Bottura');
    await expect(card.getByText('by Massimo Bottura')).toBeInTheDocument();
    await expect(card.getAllByRole('definition').map((d) => d.textContent)).toEqual(['30m', '45m', '4', 'Medium']);
    await expect(card.getByLabelText('Recipe text of Carbonara alla Bottura').tagName).toBe('PRE');
  },
};

export const AllVariations: Story = {
  play: async ({ canvas, args }) => {
    await findChefsFor(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'All chefs’ versions' }));
    const list = within(await canvas.findByRole('list', { name: 'Chef variations' }));
    await expect(args.getAllVariations).toHaveBeenCalledWith('carbonara');
    await expect(list.getAllByRole('article')).toHaveLength(2);
  },
};

export const VariationFailed: Story = {
  args: { getVariation: fn(() => Promise.reject(new ApiError(503, 'AI provider unavailable'))) },
  play: async ({ canvas }) => {
    await findChefsFor(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Massimo Bottura’s version' }));
    await expect(await canvas.findByText('Failed to get response from chef. Please try again.')).toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { saveRecipe: fn(() => never<{ id: number; title: string }>()) },
  play: async ({ canvas, args }) => {
    const card = await showBottura(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Save recipe: Carbonara alla Bottura' }));
    await expect(card.getByText('Saving recipe...')).toBeInTheDocument();
    await expect(args.saveRecipe).toHaveBeenCalledWith(
      expect.objectContaining({
        visibility: 'private',
        difficulty: 'medium',
        servings: 4,
        notes: 'Generated by AI Cooking Assistant',
        ai_generated: true,
      }),
    );
  },
};

export const Saved: Story = {
  tags: ['dark-check'],
  play: async ({ canvas }) => {
    const card = await showBottura(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Save recipe: Carbonara alla Bottura' }));
    await expect(await card.findByRole('button', { name: 'Saved!' })).toBeDisabled();
    await expect(
      canvas.getByText(/Recipe saved successfully! Check your recipes to find Carbonara alla Bottura\./),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open Carbonara alla Bottura' })).toHaveAttribute(
      'href',
      '/recipes/42',
    );
  },
};

export const SavedThenCleared: Story = {
  name: 'Saved! clears after 3 s with the variation',
  play: async ({ canvas }) => {
    const card = await showBottura(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Save recipe: Carbonara alla Bottura' }));
    await expect(await card.findByRole('button', { name: 'Saved!' })).toBeInTheDocument();
    await waitFor(
      () => expect(canvas.queryByRole('article', { name: 'Carbonara alla Bottura' })).not.toBeInTheDocument(),
      { timeout: 4500 },
    );
    await expect(canvas.getByText(/Recipe saved successfully!/)).toBeInTheDocument();
  },
};

export const SaveFailed: Story = {
  args: { saveRecipe: fn(() => Promise.reject(new ApiError(422, 'Please add at least one ingredient'))) },
  play: async ({ canvas }) => {
    const card = await showBottura(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Save recipe: Carbonara alla Bottura' }));
    await expect(await card.findByRole('alert')).toHaveTextContent(
      'Failed to save recipe: Please add at least one ingredient',
    );
    await expect(card.getByRole('button', { name: 'Save recipe: Carbonara alla Bottura' })).toBeEnabled();
  },
};

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas, args }) => {
    const card = await showBottura(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Save recipe: Carbonara alla Bottura' }));
    await expect(await card.findByText('Please log in to save recipes')).toBeInTheDocument();
    await expect(args.saveRecipe).not.toHaveBeenCalled();
  },
};

export const AiUnavailable: Story = {
  args: { aiAvailable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Famous chef variations need the AI chef/)).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /Dish/ })).not.toBeInTheDocument();
  },
};
