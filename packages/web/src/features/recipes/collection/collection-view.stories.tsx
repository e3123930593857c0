import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { manyRecipes, pageOf, sampleRecipes } from './collection.fixtures';
import { EMPTY_FILTERS } from './collection-params';
import { collectionStoryArgs, collectionStoryDecorators, state } from './collection-story-args';
import { CollectionView, type CollectionViewProps } from './collection-view';

const meta = {
  title: 'Screens/Recipes/Collection',
  tags: ['dark-check'],
  component: CollectionView,
  args: collectionStoryArgs,
  decorators: collectionStoryDecorators,
} satisfies Meta<typeof CollectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { result: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status', { name: 'Loading recipe' })).toHaveLength(8);
  },
};

export const Grid: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Recipes', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'All Recipes' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'Thai Green Curry' })).toHaveAttribute('href', '/recipes/5');
    await expect(canvas.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/recipes/create');
    await expect(canvas.getByText('Showing 1–6 of 6')).toBeInTheDocument();
    // Delete only on the signed-in member's own recipes (author 2).
    await expect(canvas.getByRole('button', { name: 'Delete Rosa’s Green Chile Enchiladas' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete Thai Green Curry' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Favorites' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('favorites');
    await userEvent.click(canvas.getByRole('radio', { name: 'List view' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
  },
};

export const List: Story = {
  args: { view: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'List view' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  },
};

export const Anonymous: Story = {
  args: { signedIn: false, currentUserId: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  },
};

export const FiltersOpen: Story = {
  args: {
    defaultFiltersOpen: true,
    state: state({ filters: { ...EMPTY_FILTERS, search: 'chile', cuisine: 'mexican', difficulty: 'medium' } }),
    result: { status: 'ready', page: pageOf([sampleRecipes[1]!], { limit: 20 }) },
  },
  play: async ({ args, canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Filters and sorting' });
    await expect(within(panel).getByRole('combobox', { name: 'Cuisine' })).toHaveTextContent('Mexican');
    await expect(within(panel).getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Best match');
    await expect(canvas.getByRole('button', { name: 'Filters 2 active' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Showing 1–1 of 1 for “chile”')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Mexican' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...args.state.filters, cuisine: null });
  },
};

export const SearchOnEnter: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search recipes' }), '  lasagne {Enter}');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...EMPTY_FILTERS, search: 'lasagne' });
  },
};

export const CappedPages: Story = {
  args: {
    state: state({ page: 2 }),
    result: { status: 'ready', page: pageOf(manyRecipes(50, 51), { total: 1000, total_capped: true, offset: 50 }) },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Showing 51–100 of 1,000+')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

/** Selection keeps its own state here, as the page does, so clicks toggle for real. */
function SelectingCollection(args: CollectionViewProps) {
  const [ids, setIds] = useState<number[]>([5]);
  return (
    <CollectionView
      {...args}
      selectedIds={ids}
      onToggleSelected={(id) => {
        args.onToggleSelected(id);
        setIds((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
      }}
    />
  );
}

export const SelectionMode: Story = {
  args: { state: state({ mode: 'create-list', slot: 'dinner' }) },
  render: (args) => <SelectingCollection {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Pick recipes for dinner, then add them to your meal plan.')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Thai Green Curry' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Select Thai Green Curry' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Select Nonna’s Sunday Lasagne' }));
    await expect(args.onToggleSelected).toHaveBeenCalledWith(1);
    await waitFor(() => expect(canvas.getByText('2 selected')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Meal Plan' }));
    await expect(args.onConfirmSelection).toHaveBeenCalled();
  },
};

export const SelectionNothingChosen: Story = {
  args: { state: state({ mode: 'shopping-list' }) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('0 selected')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Create Shopping List' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelSelection).toHaveBeenCalled();
  },
};
