import { ApiError } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { quietWeek, weekOfUsage } from './ai-usage.fixtures';
import { AiUsageView } from './ai-usage-card';

/** System Settings → AI usage: what the AI cost in the last week, by feature and by member. */
const meta = {
  title: 'Pages/Admin/AI Usage',
  component: AiUsageView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: { usage: weekOfUsage, onRetry: fn() },
} satisfies Meta<typeof AiUsageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/42 calls \(3 failed\), 18,400 tokens/)).toBeInTheDocument();
    const byFeature = within(canvas.getByRole('table', { name: 'By feature' }));
    await expect(byFeature.getByRole('row', { name: /recipe parsing 17 7,400 2,310 ms/i })).toBeInTheDocument();
    await expect(within(canvas.getByRole('table', { name: 'By member' })).getAllByRole('row')).toHaveLength(3);
  },
};

export const NoCalls: Story = {
  args: { usage: quietWeek },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No AI calls in the last 7 days.')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { usage: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading AI usage')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { usage: undefined, error: new ApiError(500, 'Internal Server Error') },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('AI usage could not be loaded')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Try Again/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
