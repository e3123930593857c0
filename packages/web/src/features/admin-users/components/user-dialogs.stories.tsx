import { openOverlayA11y } from '@potluck/ui/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminUsersFixture } from './admin-users.fixtures';
import { DeactivateUserDialog } from './user-dialogs';

const meta = {
  title: 'Pages/Admin/Deactivate User',
  component: DeactivateUserDialog,
  parameters: openOverlayA11y,
  args: { user: adminUsersFixture[1]!, onClose: fn(), onDeactivate: fn(async () => {}) },
} satisfies Meta<typeof DeactivateUserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The question of spec 001 §8 before anything happens; Cancel has the focus. */
export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog', { name: 'Deactivate user?' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to deactivate user "rosa"?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onDeactivate).not.toHaveBeenCalled();
  },
};

/** Deactivate sends it for that member, then asks to close. */
export const Deactivated: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog', { name: 'Deactivate user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(args.onDeactivate).toHaveBeenCalledWith(adminUsersFixture[1]);
    await expect(args.onClose).toHaveBeenCalled();
  },
};
