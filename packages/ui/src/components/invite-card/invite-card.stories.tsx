import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { SAMPLE_INVITE_URL, SAMPLE_QR_DATA_URL } from './invite-card.fixtures';
import { InviteCard } from './invite-card';
import { InviteQrDialog } from './invite-qr-dialog';

const meta = {
  title: 'Friends/InviteCard',
  tags: ['dark-check'],
  component: InviteCard,
  args: { onCreate: fn(), onCopy: fn(), onShowQr: fn() },
  decorators: [maxWidth(560)],
} satisfies Meta<typeof InviteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No link yet: make one, or show a QR code. */
export const NoLinkYet: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create invite link' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Show QR code' }));
    await expect(args.onShowQr).toHaveBeenCalledOnce();
  },
};

/** The link, with its expiry, Copy and New link. */
export const WithLink: Story = {
  args: { inviteUrl: SAMPLE_INVITE_URL, expiresAt: '2026-12-02T09:30:00Z' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(SAMPLE_INVITE_URL);
    await expect(canvas.getByText(/^Works once, until Dec 2, 2026/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'New link' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** Just copied: 'Copied!' (the page turns it back after 2 s), also announced. */
export const Copied: Story = {
  args: { inviteUrl: SAMPLE_INVITE_URL, expiresAt: '2026-12-02T09:30:00Z', copied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Invite link copied to the clipboard');
  },
};

/** The link is being made. */
export const Creating: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Create invite link/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Making the link failed: the response detail or the fallback, and Try Again. */
export const Failed: Story = {
  args: { error: 'An error occurred' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** The QR code modal with a fresh 24-hour code. */
export const QrCodeModal: Story = {
  render: () => (
    <InviteQrDialog open onOpenChange={() => {}} qrCodeData={SAMPLE_QR_DATA_URL} expiresAt="2026-11-26T09:30:00Z" />
  ),
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Invite QR code' }));
    await expect(dialog.getByRole('img', { name: 'QR code of your invite link' })).toHaveAttribute(
      'src',
      SAMPLE_QR_DATA_URL,
    );
    await expect(dialog.getByText(/^Works once, until Nov 26, 2026/)).toBeInTheDocument();
  },
};

/** The QR code is being made. */
export const QrCodeLoading: Story = {
  render: () => <InviteQrDialog open onOpenChange={() => {}} />,
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Invite QR code' }));
    await expect(dialog.getByRole('status', { name: 'Making your QR code' })).toBeInTheDocument();
  },
};

/** Making the QR code failed: the message and Try Again. */
export const QrCodeFailed: Story = {
  render: function Render() {
    const retry = fn();
    return <InviteQrDialog open onOpenChange={() => {}} error="An error occurred" onRetry={retry} />;
  },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Invite QR code' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('An error occurred');
    await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  },
};
