import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { FriendPicker, type FriendPickerFriend, type FriendPickerProps } from './friend-picker';

const friends: FriendPickerFriend[] = [
  { member: { id: 3, username: 'bea', display_name: 'Bea Costa', avatar_url: null }, isFavorite: false },
  { member: { id: 4, username: 'zeca', display_name: 'Zeca Pires', avatar_url: null }, isFavorite: true },
  { member: { id: 5, username: 'ana', display_name: 'Ana Lima', avatar_url: null }, isFavorite: false },
  { member: { id: 6, username: 'tio.rui', display_name: null, avatar_url: null }, isFavorite: true },
];

/** The picker with its own selection and message, as the share dialog holds them. */
function Stateful(props: Partial<FriendPickerProps>) {
  const [selectedId, setSelectedId] = useState<number | null>(props.selectedId ?? null);
  const [message, setMessage] = useState(props.message ?? '');
  return (
    <FriendPicker
      {...props}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        props.onSelect?.(id);
      }}
      message={message}
      onMessageChange={setMessage}
    />
  );
}

const meta = {
  title: 'Friends/FriendPicker',
  tags: ['dark-check'],
  component: FriendPicker,
  args: { friends, selectedId: null, onSelect: fn(), message: '', onMessageChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [maxWidth(420)],
} satisfies Meta<typeof FriendPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Favourites first (starred), then by name; picking one selects it. */
export const Friends: Story = {
  play: async ({ args, canvas }) => {
    // The favourites tio.rui (6) and Zeca (4), then Ana (5) and Bea (3).
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['6', '4', '5', '3']);
    await expect(canvas.getByRole('radio', { name: /Zeca Pires @zeca Favourite/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: /Ana Lima/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(5);
    await expect(canvas.getByRole('radio', { name: /Ana Lima/ })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message (optional)' }), 'Try this one!');
    await expect(canvas.getByRole('textbox', { name: 'Message (optional)' })).toHaveValue('Try this one!');
  },
};

/** Typing narrows the list by name or username. */
export const Searched: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search friends' }), 'ze');
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: /Zeca Pires/ })).toBeInTheDocument();
  },
};

/** Nobody matches the search. */
export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search friends' }), 'xyz');
    await expect(canvas.getByText('No friends match “xyz”.')).toBeInTheDocument();
  },
};

/** No friends yet: where to add some. */
export const NoFriends: Story = {
  args: { friends: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^No friends yet\./)).toBeInTheDocument();
  },
};

/** The friends are loading. */
export const Loading: Story = {
  args: { friends: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading friends' })).toBeInTheDocument();
  },
};

/** Loading the friends failed. */
export const LoadFailed: Story = {
  args: { friends: undefined, loadError: 'An error occurred' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
  },
};

/** Sending without a choice, or a refusal from the server, shows under the list. */
export const WithError: Story = {
  args: { error: 'Choose a member to share with' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a member to share with');
  },
};
