import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { InvitationList } from './invitation-list';
import { INVITATIONS } from './invitation-list.fixtures';

const meta = {
  title: 'People/InvitationList',
  tags: ['dark-check'],
  component: InvitationList,
  args: { invitations: INVITATIONS },
  decorators: [maxWidth(640)],
} satisfies Meta<typeof InvitationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Yours: pending (mail sent or failed), accepted, expired. */
export const Mine: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Invitations' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[0]!).getByText('Mail sent')).toBeInTheDocument();
    await expect(within(items[1]!).getByText('Mail failed')).toBeInTheDocument();
    await expect(within(items[2]!).getByText('Accepted')).toBeInTheDocument();
    await expect(within(items[3]!).getByText('Expired')).toBeInTheDocument();
    await expect(canvas.queryByText(/^By /)).not.toBeInTheDocument();
  },
};

/** The admin's list of every invitation: who sent each, and Send again where the mail failed. */
export const Platform: Story = {
  args: { showInviter: true, onResend: fn(async () => undefined) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/By rosa/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send again to luis@example.com' }));
    await expect(args.onResend).toHaveBeenCalledWith(INVITATIONS[1]);
  },
};

/** None sent yet. */
export const Empty: Story = {
  args: { invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invitations yet')).toBeInTheDocument();
  },
};
