import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { maxWidth } from '../../stories/decorators';
import { INLINE_ALIGNS, INLINE_JUSTIFIES, Inline } from './inline';

const tags = ['Breakfast', 'Quick', 'Vegetarian', 'Family favourite', 'Sunday', 'Sweet', 'Kids'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { children: tags.map((tag) => <Badge key={tag}>{tag}</Badge>) },
  argTypes: {
    align: { control: 'inline-radio', options: INLINE_ALIGNS },
    justify: { control: 'inline-radio', options: INLINE_JUSTIFIES },
    children: { control: false },
  },
  decorators: [maxWidth(320)],
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Badges flow onto a second line when the row is full. */
export const Wrapping: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Breakfast').getBoundingClientRect();
    const last = canvas.getByText('Kids').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
  },
};

export const NoWrap: Story = {
  args: { wrap: false, children: tags.slice(0, 3).map((tag) => <Badge key={tag}>{tag}</Badge>) },
  play: async ({ canvas }) => {
    const first = canvas.getByText('Breakfast').getBoundingClientRect();
    const last = canvas.getByText('Vegetarian').getBoundingClientRect();
    await expect(last.top).toBe(first.top);
  },
};

/** A toolbar: actions at both ends of one row. */
export const SpaceBetween: Story = {
  args: {
    justify: 'between',
    gap: 'md',
    children: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save Recipe</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('button', { name: 'Save Recipe' }).parentElement!;
    const save = canvas.getByRole('button', { name: 'Save Recipe' }).getBoundingClientRect();
    await expect(Math.round(save.right)).toBe(Math.round(row.getBoundingClientRect().right));
  },
};
