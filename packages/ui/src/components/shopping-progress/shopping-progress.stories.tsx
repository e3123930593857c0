import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { ShoppingProgress } from './shopping-progress';

const meta = {
  title: 'Shopping/ShoppingProgress',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: ShoppingProgress,
  args: { list: { status: 'active', total_items: 8, completed_items: 3 } },
  decorators: [maxWidth(420)],
} satisfies Meta<typeof ShoppingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  args: { list: { status: 'active', total_items: 8, completed_items: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not Started')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '0');
  },
};

export const InProgress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Progress')).toBeInTheDocument();
    await expect(canvas.getByText('3 of 8 items')).toBeInTheDocument();
    await expect(canvas.getByText('38%')).toBeInTheDocument();
  },
};

export const ReadyToComplete: Story = {
  args: { list: { status: 'active', total_items: 8, completed_items: 8 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ready to Complete')).toBeInTheDocument();
  },
};

export const Completed: Story = {
  args: { list: { status: 'completed', total_items: 8, completed_items: 6 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeInTheDocument();
  },
};

export const Archived: Story = {
  args: { list: { status: 'archived', total_items: 1, completed_items: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Archived')).toBeInTheDocument();
    await expect(canvas.getByText('1 of 1 item')).toBeInTheDocument();
  },
};
