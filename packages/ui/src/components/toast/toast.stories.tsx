import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Toast } from './toast';
import { TOAST_VARIANTS } from './toast.constants';
import { useToast } from './use-toast';

const meta = {
  title: 'Primitives/Toast',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: Toast,
  args: { title: 'Recipe saved successfully!', variant: 'success', open: true, duration: 1_000_000 },
  argTypes: { variant: { control: 'inline-radio', options: TOAST_VARIANTS } },
  parameters: { frame: 'fullscreen' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { description: 'Check your recipes to find Tomato soup.' },
};

export const Error: Story = {
  args: {
    variant: 'error',
    title: 'Failed to save recipe',
    description:
      'Our kitchen is temporarily closed for cleaning! Please try again in a few minutes or use manual entry',
  },
};

export const Default: Story = {
  args: { variant: 'default', title: 'Link copied to clipboard!' },
};

export const WithAction: Story = {
  args: {
    variant: 'default',
    title: 'Item removed',
    description: 'Basil was removed from Weekend shop.',
    action: { label: 'Undo', altText: 'Undo removing basil', onClick: fn() },
  },
};

// Long enough that a screenshot never races the timer; the real 3 s / 5 s durations are
// asserted in toast.test.tsx.
const STORY_DURATION_MS = 60_000;

function ToastButtons() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, padding: 32 }}>
      <Button
        onClick={() =>
          toast({ variant: 'success', title: 'Profile updated successfully!', duration: STORY_DURATION_MS })
        }
      >
        Save profile
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast({ variant: 'error', title: 'Failed to update statistics', duration: STORY_DURATION_MS })}
      >
        Refresh Stats
      </Button>
    </div>
  );
}

export const TriggeredWithHook: Story = {
  render: () => <ToastButtons />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    const saved = await screen.findByText('Profile updated successfully!');
    await waitFor(() => expect(saved).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Stats' }));
    const failed = await screen.findByText('Failed to update statistics');
    await waitFor(() => expect(failed).toBeVisible());
  },
};

export const DismissedByCloseButton: Story = {
  render: () => <ToastButtons />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Profile updated successfully!');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument());
  },
};
