import type { Meta, StoryObj } from '@storybook/react-vite';
import { SKELETON_SHAPES, Skeleton } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: 240 },
  argTypes: { shape: { control: 'inline-radio', options: SKELETON_SHAPES } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Skeleton shape="circle" width={56} height={56} />
      <Skeleton shape="rect" width={160} height={100} />
      <div style={{ display: 'grid', gap: 8, width: 220 }}>
        <Skeleton width="90%" />
        <Skeleton width="70%" />
        <Skeleton width="40%" />
      </div>
    </div>
  ),
};

export const RecipeDetailLoading: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading recipe" role="status" style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <Skeleton shape="rect" height={280} />
      <Skeleton width="60%" height={32} />
      <Skeleton width="35%" />
      <div style={{ display: 'flex', gap: 12 }}>
        <Skeleton shape="rect" width={96} height={28} />
        <Skeleton shape="rect" width={96} height={28} />
        <Skeleton shape="rect" width={96} height={28} />
      </div>
      <Skeleton />
      <Skeleton width="85%" />
    </div>
  ),
};
