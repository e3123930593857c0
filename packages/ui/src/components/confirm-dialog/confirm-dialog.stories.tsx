import { overlaysClosed } from '../../stories/a11y';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { padded } from '../../stories/decorators';
import { CONFIRM_TONES, ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: ConfirmDialog,
  args: {
    title: 'Delete recipe?',
    description: '“Nonna’s lasagne” and its photos will be deleted permanently. This cannot be undone.',
    confirmLabel: 'Delete',
    onConfirm: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: CONFIRM_TONES } },
  parameters: { frame: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { open: true } };

export const ConfirmCallsHandler: Story = {
  args: { trigger: <Button variant="danger">Delete</Button> },
  decorators: [padded],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete recipe?' });
    // The safe choice has focus first.
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' }).find((b) => dialog.contains(b))!);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const CancelDoesNothing: Story = {
  args: { trigger: <Button variant="danger">Delete</Button> },
  decorators: [padded],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await overlaysClosed();
  },
};

export const WaitsForAsyncAction: Story = {
  args: {
    open: true,
    title: 'Complete list?',
    description: 'Mark “Weekend shop” as completed. You can still view it afterwards.',
    confirmLabel: 'Complete List',
    tone: 'primary',
    // Never settles: the story shows the busy state.
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Complete List' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(screen.getByRole('button', { name: 'Complete List' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
  },
};

export const DeactivateUser: Story = {
  args: {
    open: true,
    title: 'Deactivate user?',
    description: 'Are you sure you want to deactivate user "marco_b"?',
    confirmLabel: 'Deactivate',
  },
};
