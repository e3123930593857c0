import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../card/card';
import { maxWidth } from '../../stories/decorators';
import { GRID_ALIGNS, Grid } from './grid';

const cells = ['Prep 15m', 'Cook 30m', 'Serves 4', 'Medium'];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: {
    children: cells.map((cell) => (
      <Card key={cell} padding="sm">
        {cell}
      </Card>
    )),
  },
  argTypes: { align: { control: 'inline-radio', options: GRID_ALIGNS }, children: { control: false } },
  decorators: [maxWidth(640)],
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const tops = (canvas: { getByText: (text: string) => HTMLElement }) =>
  cells.map((cell) => Math.round(canvas.getByText(cell).getBoundingClientRect().top));

export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvas }) => {
    const [a, b, c, d] = tops(canvas);
    await expect(a).toBe(b);
    await expect(c).toBe(d);
    await expect(c).toBeGreaterThan(a!);
  },
};

/** Two columns on phones, four from the tablet breakpoint on (the story viewport is wider). */
export const Responsive: Story = {
  args: { columns: { mobile: 2, tablet: 4 }, gap: 'sm' },
  play: async ({ canvas }) => {
    await expect(new Set(tops(canvas)).size).toBe(1);
  },
};

/** As many columns as fit, none narrower than 260px: two in 640px. */
export const Fluid: Story = {
  args: { minColumnWidth: '260px', gap: 'xl' },
  play: async ({ canvas }) => {
    const [a, b, c] = tops(canvas);
    await expect(a).toBe(b);
    await expect(c).toBeGreaterThan(a!);
  },
};
