import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookHeart, CalendarDays, ClipboardList, Plus, Search, ShoppingBasket, UserPlus, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { maxWidth } from '../../stories/decorators';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Primitives/EmptyState',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: EmptyState,
  args: { title: 'No recipes yet', description: 'Add the first family recipe and it will appear here.' },
  argTypes: { icon: { control: false }, actions: { control: false } },
  decorators: [maxWidth(640)],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoRecipes: Story = {
  args: { actions: <Button iconStart={<Plus size={18} />}>New</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No recipes yet' })).toBeInTheDocument();
  },
};

export const NoFavorites: Story = {
  args: {
    title: 'No favorites yet',
    description: 'Bookmark recipes you love to find them here.',
    icon: <BookHeart size={34} />,
  },
};

export const NoMatches: Story = {
  args: {
    title: 'No recipes match your filters',
    description: 'Try a different search or clear the filters.',
    icon: <Search size={34} />,
    actions: <Button variant="secondary">Clear filters</Button>,
  },
};

export const NoMealPlans: Story = {
  args: {
    title: 'No meal plans yet',
    description: 'Create your first meal plan to get started!',
    icon: <CalendarDays size={34} />,
    actions: <Button iconStart={<Plus size={18} />}>New Plan</Button>,
  },
};

export const NoShoppingLists: Story = {
  args: {
    title: 'No shopping lists yet',
    description: 'Build a list by hand, from recipes or from a meal plan.',
    icon: <ShoppingBasket size={34} />,
  },
};

export const NoItems: Story = {
  args: { title: 'No items yet', description: undefined, icon: <ClipboardList size={34} />, headingLevel: 'h3' },
};

export const NoTemplates: Story = {
  args: {
    title: 'No Templates Yet',
    description: 'Save a list as a template to reuse it.',
    icon: <ClipboardList size={34} />,
  },
};

export const NoFriends: Story = {
  args: {
    title: 'No friends yet',
    description: 'Invite family and friends to share recipes.',
    icon: <Users size={34} />,
    actions: <Button iconStart={<UserPlus size={18} />}>Find Friends</Button>,
  },
};

export const NoPendingRequests: Story = {
  args: { title: 'No pending requests', description: undefined, icon: <Users size={34} /> },
};

export const NoUsersFound: Story = {
  args: { title: 'No users found', description: 'Search needs at least 2 characters.', icon: <Search size={34} /> },
};
