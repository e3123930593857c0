import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { FriendSearchResults, type FriendSearchHit } from './friend-search-results';

const hits: FriendSearchHit[] = [
  { id: 7, username: 'ana', display_name: 'Ana Lima', avatar_url: null, friendship_status: 'none' },
  { id: 8, username: 'anabel', display_name: 'Anabel Cruz', avatar_url: null, friendship_status: 'accepted' },
  { id: 9, username: 'banana_bread', display_name: null, avatar_url: null, friendship_status: 'pending_received' },
  { id: 10, username: 'ananya', display_name: 'Ananya Rao', avatar_url: null, friendship_status: 'none' },
];

const meta = {
  title: 'Friends/FriendSearchResults',
  tags: ['dark-check'],
  component: FriendSearchResults,
  args: { query: 'ana', results: hits, onAdd: fn(), onAccept: fn() },
  decorators: [maxWidth(560)],
} satisfies Meta<typeof FriendSearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hits with every relation: add, already friends, they asked you (accept), and one just requested. */
export const Results: Story = {
  args: { requestedIds: new Set([10]) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Friend' }));
    await expect(args.onAdd).toHaveBeenCalledWith(hits[0]);
    await expect(canvas.getByText('Friends')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith(hits[2]);
    await expect(canvas.getByText('Request sent')).toBeInTheDocument();
  },
};

/** Nobody matches: the spec's empty state. */
export const Empty: Story = {
  args: { query: 'zzz', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No users found' })).toBeInTheDocument();
  },
};

/** Fewer than 2 characters (after trimming): no search, a hint. */
export const TooShort: Story = {
  args: { query: ' a ', results: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Type at least 2 characters of a name or username.')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  },
};

/** The first answer is on its way. */
export const Searching: Story = {
  args: { results: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Searching' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The search failed: the spec's fallback (or the response detail, passed in). */
export const Failed: Story = {
  args: { results: undefined, error: 'Failed to search users' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to search users')).toBeInTheDocument();
  },
};

/** A request is being sent to one member. */
export const Sending: Story = {
  args: { busyId: 7 },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('listitem', { name: 'Ana Lima' }));
    await expect(row.getByRole('button', { name: /Add Friend/ })).toHaveAttribute('aria-busy', 'true');
  },
};
