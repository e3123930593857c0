import { AUTH_MESSAGES } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ADMIN_USERS } from '../user-table/user-table.fixtures';
import { maxWidth } from '../../stories/decorators';
import { UserForm } from './user-form';

const meta = {
  title: 'People/UserForm',
  tags: ['dark-check'],
  component: UserForm,
  args: { mode: 'create', onCreate: fn(async () => undefined), onUpdate: fn(async () => undefined), onCancel: fn() },
  decorators: [maxWidth(640)],
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create: the filled form sends username, email, password, confirmation, names and role. */
export const Create: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'cousin_ana');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'long enough');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'long enough');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'cousin_ana', email: 'ana@example.com', first_name: 'Ana', role: 'user' }),
    );
  },
};

/** Nothing typed: username and email are required, the password is too short; nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    await expect(canvas.getByText(AUTH_MESSAGES.usernameRequired)).toBeInTheDocument();
    await expect(canvas.getByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A confirmation that differs: 'Passwords do not match' on the confirmation. */
export const PasswordsDoNotMatch: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'cousin_ana');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'long enough');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'long enuogh');
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(/Passwords do not match/);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The server's field messages (a taken username) show on their fields. */
export const ServerErrors: Story = {
  args: { errors: { username: 'Username already taken', email: 'Email already registered' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Username already taken')).toBeInTheDocument();
    await expect(canvas.getByText('Email already registered')).toBeInTheDocument();
  },
};

/** Edit: names, display name, role, active, and an optional new password of at least 8. */
export const Edit: Story = {
  args: { mode: 'edit', user: ADMIN_USERS[1]! },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: /Username/ })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText(/^New password/));
    await userEvent.clear(canvas.getByLabelText(/^Confirm new password/));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(
        expect.objectContaining({ first_name: 'Rosa', role: 'user', is_active: false }),
      ),
    );
  },
};

/** Your own account: role and active are locked (no demoting or deactivating yourself). */
export const EditYourself: Story = {
  args: { mode: 'edit', user: ADMIN_USERS[0]!, isSelf: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    await expect(canvas.getByText('You cannot change your own role')).toBeInTheDocument();
  },
};
