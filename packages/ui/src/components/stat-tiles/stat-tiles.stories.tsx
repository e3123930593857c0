import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { StatTiles } from './stat-tiles';

const meta = {
  title: 'Primitives/StatTiles',
  tags: ['dark-check'],
  component: StatTiles,
  args: {
    'aria-label': 'Member counts',
    stats: [
      { label: 'Members', value: 1284 },
      { label: 'Active', value: 1270 },
      { label: 'Inactive', value: 14 },
      { label: 'Admins', value: 2 },
    ],
  },
} satisfies Meta<typeof StatTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts with thousands separators, each label under its value. */
export const Counts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getByText('1,284')).toBeInTheDocument();
    await expect(canvas.getByText('Inactive')).toBeInTheDocument();
  },
};

/** A phone-wide container: the tiles wrap two to a row. */
export const Narrow: Story = {
  decorators: [maxWidth(300)],
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByText(/^(Members|Active|Inactive|Admins)$/);
    await expect(tiles).toHaveLength(4);
  },
};
