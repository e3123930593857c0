import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, Flame, Leaf, Sparkles } from 'lucide-react';
import { BADGE_SIZES, BADGE_TONES, Badge } from './badge';

const meta = {
  title: 'Primitives/Badge',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: Badge,
  args: { children: 'Draft' },
  argTypes: {
    tone: { control: 'inline-radio', options: BADGE_TONES },
    size: { control: 'inline-radio', options: BADGE_SIZES },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {BADGE_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} {...args} tone={tone} size={size}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const WithIcons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="solid" icon={<CalendarDays size={12} />}>
        Today
      </Badge>
      <Badge tone="accent" icon={<Sparkles size={12} />}>
        New Member
      </Badge>
      <Badge tone="secondary" icon={<Leaf size={12} />}>
        Vegetarian
      </Badge>
      <Badge tone="primary" icon={<Flame size={12} />}>
        Popular Cook
      </Badge>
    </div>
  ),
};
