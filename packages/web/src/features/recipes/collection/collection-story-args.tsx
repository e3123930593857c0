import { fn } from 'storybook/test';
import { MemoryRouter } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';
import { pageOf, sampleRecipes } from './collection.fixtures';
import { EMPTY_FILTERS, type CollectionState } from './collection-params';
import type { CollectionViewProps } from './collection-view';
import type { FilterOptions } from './filter-panel';

/** The collection's state with the defaults of /recipes. */
export const state = (patch: Partial<CollectionState> = {}): CollectionState => ({
  tab: 'all',
  filters: EMPTY_FILTERS,
  page: 1,
  mode: null,
  slot: null,
  ...patch,
});

/** Filter choices as the reference data would give them. */
export const options: FilterOptions = {
  categories: [
    { value: '3', label: 'Pasta' },
    { value: '4', label: 'Soups' },
    { value: '5', label: 'Baking' },
  ],
  difficulties: [
    { value: 'easy', label: 'Easy' },
    { value: 'medium', label: 'Medium' },
    { value: 'hard', label: 'Hard' },
  ],
  cuisines: [
    { value: 'italian', label: 'Italian' },
    { value: 'mexican', label: 'Mexican' },
    { value: 'thai', label: 'Thai' },
  ],
  mealTypes: [
    { value: 'breakfast', label: 'Breakfast' },
    { value: 'dinner', label: 'Dinner' },
    { value: 'dessert', label: 'Dessert' },
  ],
};

/** The args and router every collection story starts from (the stories are split over two files). */
export const collectionStoryArgs: CollectionViewProps = {
  signedIn: true,
  state: state(),
  result: { status: 'ready', page: pageOf(sampleRecipes) },
  options,
  view: 'grid',
  currentUserId: 2,
  selectedIds: [],
  onTabChange: fn(),
  onFiltersChange: fn(),
  onPageChange: fn(),
  onViewChange: fn(),
  onRetry: fn(),
  onDelete: fn(async () => undefined),
  onToggleSelected: fn(),
  onCancelSelection: fn(),
  onConfirmSelection: fn(),
};

export const collectionStoryDecorators: Decorator[] = [
  (Story) => (
    <MemoryRouter>
      <Story />
    </MemoryRouter>
  ),
];
