import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../badge/badge';
import { Card } from '../card/card';
import { maxWidth } from '../../stories/decorators';
import { STACK_ALIGNS, Stack } from './stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: (
      <>
        <Card padding="sm">Preheat the oven</Card>
        <Card padding="sm">Whisk the eggs</Card>
        <Card padding="sm">Bake for 25 minutes</Card>
      </>
    ),
  },
  argTypes: { align: { control: 'inline-radio', options: STACK_ALIGNS }, children: { control: false } },
  decorators: [maxWidth(380)],
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Preheat the oven').parentElement!;
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
  },
};

export const Tight: Story = {
  args: { gap: 'xs' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Whisk the eggs').parentElement!).rowGap).toBe('4px');
  },
};

/** Children keep their own width and sit at the start instead of stretching. */
export const AlignedStart: Story = {
  args: {
    align: 'start',
    children: (
      <>
        <Badge tone="secondary">Breakfast</Badge>
        <Badge tone="neutral">Quick</Badge>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Breakfast');
    await expect(badge.getBoundingClientRect().width).toBeLessThan(200);
  },
};

/** A list rendered by the primitive has no bullets or indent. */
export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'sm',
    children: ['2 eggs', '1 cup flour', '1 cup milk'].map((item) => <li key={item}>{item}</li>),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByText('2 eggs').parentElement!;
    await expect(list.tagName).toBe('UL');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
    await expect(list.children).toHaveLength(3);
  },
};
