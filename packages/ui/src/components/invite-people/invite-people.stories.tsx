import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { InvitePeople } from './invite-people';

const meta = {
  title: 'People/InvitePeople',
  tags: ['dark-check'],
  component: InvitePeople,
  args: {
    query: '',
    status: 'idle',
    results: [],
    onQueryChange: fn(),
    onFriendRequest: fn(),
    onInvite: fn(),
  },
  decorators: [maxWidth(480)],
} satisfies Meta<typeof InvitePeople>;

export default meta;
type Story = StoryObj<typeof meta>;

const rosa = {
  id: 2,
  username: 'rosa',
  email: null,
  display_name: 'Rosa Martinez',
  avatar_url: null,
  is_existing_user: true,
};

/** An address nobody has yet. */
const ana = {
  id: null,
  username: null,
  email: 'ana@example.com',
  display_name: null,
  avatar_url: null,
  is_existing_user: false,
};

/** Nothing typed yet: what the search does. Typing reports each change. */
export const Start: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/type an email address to invite someone new/)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search people/ }), 'r');
    await expect(args.onQueryChange).toHaveBeenCalledWith('r');
  },
};

/** A search on its way. */
export const Searching: Story = {
  args: { query: 'ros', status: 'searching' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
  },
};

/** Members found: Add Friend sends a request. */
export const MembersFound: Story = {
  args: {
    query: 'ro',
    status: 'done',
    results: [rosa, { ...rosa, id: 7, username: 'ronny', display_name: null }],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Friend: Rosa Martinez' }));
    await expect(args.onFriendRequest).toHaveBeenCalledWith(rosa);
    await expect(canvas.getByText('@ronny')).toBeInTheDocument();
  },
};

/** An address nobody has: invite them with an optional name and message. */
export const InviteNewAddress: Story = {
  args: {
    query: 'ana@example.com',
    status: 'done',
    results: [ana],
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Their name/ }), 'Cousin Ana');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Come cook with us!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Invitation' }));
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'ana@example.com',
      invited_user_name: 'Cousin Ana',
      message: 'Come cook with us!',
    });
  },
};

/** Nobody matches a name. */
export const NoUsersFound: Story = {
  args: { query: 'zebulon', status: 'done', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No users found')).toBeInTheDocument();
  },
};

/** The search failed. */
export const SearchFailed: Story = {
  args: { query: 'rosa', status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to search users')).toBeInTheDocument();
  },
};

/** After a success; the dialog closes itself 2 seconds later. */
export const Sent: Story = {
  args: { notice: { tone: 'success', text: 'Invitation sent to ana@example.com!' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invitation sent to ana@example.com!')).toBeInTheDocument();
  },
};

/** An invitation to a member's address (409): the dialog offers a friend request instead. */
export const AlreadyMember: Story = {
  args: {
    query: 'rosa@example.com',
    status: 'done',
    results: [{ ...rosa, email: 'rosa@example.com' }],
    notice: { tone: 'info', text: 'A member with this email already exists. Send them a friend request instead.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Friend: Rosa Martinez' })).toBeEnabled();
  },
};

/** A refused invitation: the server's detail, else 'Failed to send invitation'. */
export const SendFailed: Story = {
  args: {
    query: 'ana@example.com',
    status: 'done',
    results: [ana],
    notice: { tone: 'danger', text: 'Failed to send invitation' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to send invitation')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send Invitation' })).toBeEnabled();
  },
};
