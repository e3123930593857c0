import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageOf } from './collection.fixtures';
import { EMPTY_FILTERS } from './collection-params';
import { collectionStoryArgs, collectionStoryDecorators, state } from './collection-story-args';
import { CollectionView } from './collection-view';

/** The collection's empty and failed states: each tab's empty message, no matches, a load error. */
const meta = {
  title: 'Screens/Recipes/Collection',
  tags: ['dark-check'],
  component: CollectionView,
  args: collectionStoryArgs,
  decorators: collectionStoryDecorators,
} satisfies Meta<typeof CollectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

const empty = { status: 'ready', page: pageOf([]) } as const;

export const NoFavorites: Story = {
  args: { state: state({ tab: 'favorites' }), result: empty },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Browse All Recipes' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('all');
  },
};

export const NoRecipes: Story = {
  args: { state: state({ tab: 'mine' }), result: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No recipes yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'New Recipe' })).toHaveAttribute('href', '/recipes/create');
  },
};

export const NoPublished: Story = {
  args: { state: state({ tab: 'published' }), result: empty },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No published recipes yet' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to My Recipes' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('mine');
  },
};

export const NoMatches: Story = {
  args: {
    state: state({ tab: 'mine', filters: { ...EMPTY_FILTERS, search: 'unicorn stew', difficulty: 'hard' } }),
    result: empty,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No recipes match “unicorn stew”' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(EMPTY_FILTERS);
    await userEvent.click(canvas.getByRole('button', { name: 'Search All Recipes' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('all');
  },
};

export const LoadError: Story = {
  args: { result: { status: 'error', message: 'Database unavailable' } },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Error Loading Recipes' })).toBeInTheDocument();
    await expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LoadErrorWithoutMessage: Story = {
  args: { result: { status: 'error', message: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Something went wrong')).toBeInTheDocument();
  },
};
