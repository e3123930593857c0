import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BRAND_MARK_SIZES, BrandMark } from './brand-mark';

const meta = {
  title: 'Shell/BrandMark',
  component: BrandMark,
  argTypes: { size: { control: 'inline-radio', options: BRAND_MARK_SIZES } },
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Potluck' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center' }}>
      {BRAND_MARK_SIZES.map((size) => (
        <BrandMark key={size} size={size} />
      ))}
    </div>
  ),
};

export const PotOnly: Story = { args: { showWordmark: false } };
