import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CONFIDENCE_LEVELS, ConfidenceBadge } from './confidence-badge';

const meta = {
  title: 'Recipes/ConfidenceBadge',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: ConfidenceBadge,
  args: { level: 'high' },
  argTypes: { level: { control: 'inline-radio', options: CONFIDENCE_LEVELS } },
} satisfies Meta<typeof ConfidenceBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const High: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('High confidence')).toBeInTheDocument();
  },
};

export const Medium: Story = { args: { level: 'medium' } };

export const Low: Story = { args: { level: 'low' } };

export const AllLevels: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {CONFIDENCE_LEVELS.map((level) => (
        <ConfidenceBadge key={level} level={level} />
      ))}
    </div>
  ),
};
