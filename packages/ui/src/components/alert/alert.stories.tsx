import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { ALERT_TONES, Alert } from './alert';

const meta = {
  title: 'Primitives/Alert',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: Alert,
  args: { children: 'Login failed. Please try again.' },
  argTypes: { tone: { control: 'inline-radio', options: ALERT_TONES } },
  decorators: [maxWidth(480)],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  },
};

export const Success: Story = { args: { tone: 'success', children: 'Profile updated successfully!' } };

export const Info: Story = {
  args: { tone: 'info', title: 'Invitation only', children: 'Ask a family member for an invitation link.' },
};

export const Warning: Story = { args: { tone: 'warning', children: 'Smart suggestions temporarily disabled' } };
