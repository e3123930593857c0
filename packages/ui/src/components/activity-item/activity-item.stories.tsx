import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ActivityItem, type ActivityItemData } from './activity-item';

const now = new Date('2026-11-25T12:00:00Z');
const ana = { id: 7, username: 'ana', display_name: 'Ana Lima', avatar_url: null };
const base: ActivityItemData = {
  id: 'recipe_shared:1',
  kind: 'recipe_shared',
  created_at: '2026-11-25T11:55:00Z',
  actor: ana,
  count: 1,
  recipe: { id: 12, title: 'Grandma’s lemon drizzle' },
  message: 'This is the one from Sunday!',
  is_new: false,
};

const meta = {
  title: 'Activity/ActivityItem',
  tags: ['dark-check'],
  component: ActivityItem,
  args: { item: base, now },
  decorators: [
    (Story) => (
      <ul style={{ maxWidth: 560, margin: 0, padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof ActivityItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A friend shared a recipe with the viewer, with a message; links to the person and the recipe. */
export const RecipeShared: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Ana Lima shared Grandma’s lemon drizzle with you');
    await expect(canvas.getByRole('link', { name: 'Grandma’s lemon drizzle' })).toHaveAttribute('href', '/recipes/12');
    await expect(canvas.getByRole('link', { name: 'Ana Lima' })).toHaveAttribute('href', '/friends?tab=search&q=ana');
    await expect(canvas.getByText('“This is the one from Sunday!”')).toBeInTheDocument();
    await expect(canvas.getByText('5 min ago')).toBeInTheDocument();
  },
};

/** Something new since the viewer last looked. */
export const New: Story = {
  args: { item: { ...base, is_new: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeInTheDocument();
  },
};

/** A friend request received: its message and Respond (to the pending tab). */
export const FriendRequestReceived: Story = {
  args: {
    item: {
      ...base,
      id: 'friend_request_received:4',
      kind: 'friend_request_received',
      recipe: null,
      message: 'Hi, it is Ana from book club',
      created_at: '2026-11-25T09:00:00Z',
      is_new: true,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Ana Lima sent you a friend request');
    await expect(canvas.getByRole('link', { name: 'Respond' })).toHaveAttribute('href', '/friends?tab=pending');
    await expect(canvas.getByText('3 h ago')).toBeInTheDocument();
  },
};

/** A request the viewer sent was accepted. */
export const FriendRequestAccepted: Story = {
  args: {
    item: { ...base, kind: 'friend_request_accepted', recipe: null, message: null, created_at: '2026-11-24T08:00:00Z' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Ana Lima accepted your friend request');
    await expect(canvas.getByText('yesterday')).toBeInTheDocument();
  },
};

/** A friend published a recipe. */
export const FriendRecipePublished: Story = {
  args: {
    item: {
      ...base,
      kind: 'friend_recipe_published',
      message: null,
      recipe: { id: 31, title: 'Smoky black bean chilli' },
      created_at: '2026-11-21T18:00:00Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Ana Lima published Smoky black bean chilli');
    await expect(canvas.getByText('3 days ago')).toBeInTheDocument();
  },
};

/** One like of the viewer's recipe. */
export const RecipeLiked: Story = {
  args: { item: { ...base, kind: 'recipe_liked', message: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Ana Lima liked Grandma’s lemon drizzle');
  },
};

/** Likes of one recipe on one day are one item: the latest member and how many others. */
export const RecipeLikedGrouped: Story = {
  args: { item: { ...base, kind: 'recipe_liked', message: null, count: 4 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Ana Lima and 3 others liked Grandma’s lemon drizzle');
  },
};

/** Bookmarks are grouped the same way. */
export const RecipeBookmarkedGrouped: Story = {
  args: { item: { ...base, kind: 'recipe_bookmarked', message: null, count: 2, created_at: '2026-10-02T10:00:00Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Ana Lima and 1 other saved Grandma’s lemon drizzle');
    await expect(canvas.getByText('Oct 2')).toBeInTheDocument();
  },
};

/** The member is out of sight now (deactivated or blocked): no link to them. */
export const WithoutActor: Story = {
  args: { item: { ...base, kind: 'recipe_liked', actor: null, message: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('A member liked Grandma’s lemon drizzle');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
