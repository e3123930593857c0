import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { PROGRESS_TONES, ProgressBar } from './progress-bar';

const meta = {
  title: 'Primitives/ProgressBar',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: ProgressBar,
  args: { label: 'Plan progress', value: 45 },
  argTypes: {
    tone: { control: 'inline-radio', options: PROGRESS_TONES },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [maxWidth(420)],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Plan progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
  },
};

export const NotStarted: Story = { args: { value: 0, label: 'Weekend shop' } };

export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Weekend shop' } };

export const RoundsForDisplay: Story = {
  args: { value: 66.666, label: '2 of 3 meals' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('67%')).toBeInTheDocument();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {PROGRESS_TONES.map((tone, index) => (
        <ProgressBar key={tone} tone={tone} value={30 + index * 30} label={`Tone ${tone}`} />
      ))}
    </div>
  ),
};
