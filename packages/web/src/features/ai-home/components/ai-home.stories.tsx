import { ApiError, type ChefVariation } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CookingAnswer } from '../api/use-cooking-assistant';
import { AiHomeView } from './ai-home-view';
import { botturaCarbonara, carbonaraChefs, discoverRecipes, pastaAnswer } from './ai-home.fixtures';
import { FamousChefVariations } from './famous-chef-variations';
import { GREETINGS } from './greetings';
import { SUGGESTIONS } from './suggestions';

const chefs = (aiAvailable: boolean | undefined) => (
  <FamousChefVariations
    aiAvailable={aiAvailable}
    signedIn
    findChefs={fn(async (): Promise<readonly string[]> => carbonaraChefs)}
    getVariation={fn(async (): Promise<ChefVariation> => botturaCarbonara)}
    getAllVariations={fn(async (): Promise<readonly ChefVariation[]> => [botturaCarbonara])}
    saveRecipe={fn(async () => ({ id: 42, title: botturaCarbonara.recipe_title }))}
  />
);

const meta = {
  title: 'Screens/AI Chef Home',
  component: AiHomeView,
  parameters: { frame: 'padded' },
  args: {
    name: 'Rosa',
    greeting: GREETINGS[0],
    assistantAvailable: true,
    ask: fn(async (): Promise<CookingAnswer> => pastaAnswer),
    discover: { status: 'ready', recipes: discoverRecipes },
    onShuffle: fn(),
    chefs: chefs(true),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AiHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: /Your cooking question/ });

export const AiAvailable: Story = {
  tags: ['dark-check'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Rosa' })).toBeInTheDocument();
    await expect(canvas.getByText(GREETINGS[0])).toBeInTheDocument();
    const chips = within(canvas.getByRole('list', { name: 'Try asking' }));
    await expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(SUGGESTIONS.slice(0, 4));
    const discover = within(canvas.getByRole('list', { name: 'Discover Recipes' }));
    await expect(discover.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show me others' }));
    await expect(args.onShuffle).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Dish/ })).toBeInTheDocument();
  },
};

export const AiUnavailable: Story = {
  args: { assistantAvailable: false, chefs: chefs(false) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The AI chef is not available right now/)).toBeInTheDocument();
    await expect(canvas.getByText(/Famous chef variations need the AI chef/)).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    // Discover needs no AI.
    await expect(within(canvas.getByRole('list', { name: 'Discover Recipes' })).getAllByRole('article')).toHaveLength(
      3,
    );
  },
};

export const AnswerWithRecipes: Story = {
  tags: ['dark-check'],
  play: async ({ canvas, args }) => {
    await userEvent.type(question(canvas), 'How do I keep pasta from sticking?{Enter}');
    await expect(args.ask).toHaveBeenCalledWith('How do I keep pasta from sticking?');
    await expect(await canvas.findByText(/Use plenty of water, salt it well/)).toBeInTheDocument();
    const matches = within(canvas.getByRole('list', { name: 'From your family cookbook' }));
    await expect(matches.getByRole('link', { name: /Nonna’s Sunday Lasagne/ })).toHaveAttribute('href', '/recipes/11');
  },
};

export const SuggestionAsked: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: SUGGESTIONS[2] }));
    await expect(args.ask).toHaveBeenCalledWith(SUGGESTIONS[2]);
    await expect(question(canvas)).toHaveValue(SUGGESTIONS[2]);
  },
};

export const Loading: Story = {
  name: 'Loading (checking the AI, asking, Discover loading)',
  args: { ask: fn(() => new Promise<CookingAnswer>(() => {})), discover: { status: 'loading' } },
  play: async ({ canvas }) => {
    await userEvent.type(question(canvas), 'Why is my bread dense?{Enter}');
    await expect(canvas.getByText('The chef is thinking…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ask' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('status', { name: 'Loading recipe' })).toHaveLength(3);
  },
};

export const CheckingAi: Story = {
  args: { assistantAvailable: undefined, chefs: chefs(undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Checking whether the AI chef is in…')).toHaveLength(2);
  },
};

export const Failed: Story = {
  name: 'Error (chef failed, Discover failed)',
  args: {
    ask: fn(() => Promise.reject(new ApiError(503, 'AI provider unavailable'))),
    discover: { status: 'error', message: 'Could not load recipes to discover.' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(question(canvas), 'Why is my bread dense?{Enter}');
    await expect(await canvas.findByText('Failed to get response from chef. Please try again.')).toBeInTheDocument();
    await expect(canvas.getByText('Could not load recipes to discover.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onShuffle).toHaveBeenCalled();
  },
};

export const BlankQuestion: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(question(canvas), '   {Enter}');
    await expect(canvas.getByText('Please enter a question for the chef')).toBeInTheDocument();
    await expect(args.ask).not.toHaveBeenCalled();
  },
};

export const NothingToDiscover: Story = {
  args: { discover: { status: 'ready', recipes: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No recipes to discover yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Add a recipe' })).toHaveAttribute('href', '/recipes/create');
  },
};
