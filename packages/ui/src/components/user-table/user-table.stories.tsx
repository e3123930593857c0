import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { UserTable } from './user-table';
import { ADMIN_USERS } from './user-table.fixtures';

const meta = {
  title: 'People/UserTable',
  tags: ['dark-check'],
  component: UserTable,
  args: { users: ADMIN_USERS, currentUserId: 1, onEdit: fn(), onDeactivate: fn(), onActivate: fn() },
} satisfies Meta<typeof UserTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admins, members, an inactive member with a long address: Edit on every row, no Deactivate on your own. */
export const Members: Story = {
  play: async ({ args, canvas }) => {
    const rows = within(canvas.getByRole('table', { name: 'Users' })).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Deactivate nonna' })).not.toBeInTheDocument();
    await expect(within(rows[3]!).getByText('Inactive')).toBeInTheDocument();
    await expect(within(rows[3]!).getByText('—')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate rosa' }));
    await expect(args.onDeactivate).toHaveBeenCalledWith(ADMIN_USERS[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Activate uncle_tom_the_grill_master' }));
    await expect(args.onActivate).toHaveBeenCalledWith(ADMIN_USERS[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit rosa' }));
    await expect(args.onEdit).toHaveBeenCalledWith(ADMIN_USERS[1]);
  },
};

/** In a phone's width every member is a card with labelled fields. */
export const Phone: Story = {
  decorators: [maxWidth(360)],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('rosa@example.com')).toBeVisible();
  },
};

/** A search or filter that matches nobody. */
export const NoneFound: Story = {
  args: { users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No users found' })).toBeInTheDocument();
  },
};
