import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ShoppingItem } from '../shopping-item/shopping-item';
import { maxWidth } from '../../stories/decorators';
import { ShoppingCategoryGroup } from './shopping-category-group';

const meta = {
  title: 'Shopping/ShoppingCategoryGroup',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: ShoppingCategoryGroup,
  args: { category: 'Produce', completed: 1, children: null },
  decorators: [maxWidth(520)],
} satisfies Meta<typeof ShoppingCategoryGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyTicked: Story = {
  render: (args) => (
    <ShoppingCategoryGroup {...args}>
      <ShoppingItem key="1" item={{ id: 1, name: 'Tomatoes', amount: 6, is_completed: true }} onToggle={fn()} />
      <ShoppingItem
        key="2"
        item={{ id: 2, name: 'Basil', amount: 1, unit: 'bunch', is_completed: false }}
        onToggle={fn()}
      />
    </ShoppingCategoryGroup>
  ),
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('region', { name: 'Produce' }));
    await expect(group.getByRole('heading', { name: 'Produce' })).toBeInTheDocument();
    await expect(group.getByText('1/2')).toBeInTheDocument();
    await expect(group.getAllByRole('listitem')).toHaveLength(2);
  },
};
