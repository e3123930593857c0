import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AccessDenied } from './access-denied';

const meta = {
  title: 'Shell/AccessDenied',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: AccessDenied,
  args: { onBack: fn() },
} satisfies Meta<typeof AccessDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    await expect(
      canvas.getByText("You don't have permission to access this area. Administrator privileges are required."),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
