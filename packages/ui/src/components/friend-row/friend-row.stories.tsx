import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FriendRow, FRIEND_ROW_STATES } from './friend-row';
import type { FriendMember } from './member-name';

const ana: FriendMember = {
  id: 7,
  username: 'ana',
  display_name: 'Ana Lima',
  first_name: 'Ana',
  last_name: 'Lima',
  avatar_url: null,
};

const meta = {
  title: 'Friends/FriendRow',
  tags: ['dark-check'],
  component: FriendRow,
  argTypes: { state: { control: 'inline-radio', options: FRIEND_ROW_STATES } },
  args: {
    member: ana,
    state: 'friend',
    onToggleFavorite: fn(),
    onRemove: fn(),
    onBlock: fn(),
    onAccept: fn(),
    onDecline: fn(),
    onCancel: fn(),
    onUnblock: fn(),
    onAdd: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <ul style={{ maxWidth: (parameters.maxWidth as number | undefined) ?? 560, margin: 0, padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof FriendRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An accepted friend: the star marks them a favourite; the menu removes or blocks them. */
export const Friend: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Ana Lima')).toBeInTheDocument();
    await expect(canvas.getByText('@ana')).toBeInTheDocument();
    const star = canvas.getByRole('button', { name: 'Add Ana Lima to favourites' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(args.onToggleFavorite).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'More for Ana Lima' }));
    const menu = within(document.body);
    await userEvent.click(await menu.findByRole('menuitem', { name: 'Remove friend' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** A favourite: the badge and a pressed star. */
export const Favourite: Story = {
  args: { isFavorite: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Favourite')).toBeInTheDocument();
    const star = canvas.getByRole('button', { name: 'Remove Ana Lima from favourites' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The Block entry of the friend menu. */
export const BlockFromMenu: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More for Ana Lima' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Block' }));
    await expect(args.onBlock).toHaveBeenCalledOnce();
  },
};

/** A request the viewer received, with its message: Accept or Decline. */
export const PendingReceived: Story = {
  args: { state: 'received', note: 'We met at the school bake sale!' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('“We met at the school bake sale!”')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
  },
};

/** A request the viewer sent: waiting, and Cancel. */
export const PendingSent: Story = {
  args: { state: 'sent', member: { ...ana, display_name: null, first_name: null, last_name: null } },
  play: async ({ args, canvas }) => {
    // Without a display or full name the username names the member.
    await expect(canvas.getByRole('listitem', { name: 'ana' })).toBeInTheDocument();
    await expect(canvas.getByText('Request sent')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A member the viewer blocked, with the reason they gave: Unblock. */
export const Blocked: Story = {
  args: { state: 'blocked', note: 'Too many messages' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Blocked')).toBeInTheDocument();
    await expect(canvas.getByText('“Too many messages”')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock' }));
    await expect(args.onUnblock).toHaveBeenCalledOnce();
  },
};

/** While an action runs the row's buttons wait. */
export const Busy: Story = {
  args: { state: 'received', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Accept/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** On a phone the actions wrap under a long name. */
export const OnAPhone: Story = {
  args: {
    state: 'received',
    member: { ...ana, display_name: 'Ana Beatriz Lima de Oliveira', username: 'ana.beatriz.lima' },
  },
  parameters: { maxWidth: 340 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};
