import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { Fact, FactList } from './fact-list';

const meta = {
  title: 'Primitives/FactList',
  tags: ['dark-check'],
  component: FactList,
  args: {
    children: (
      <>
        <Fact term="Username">priya_moretti</Fact>
        <Fact term="Location" empty="Not set" />
        <Fact term="Dietary preferences" badges={['Vegetarian', 'Gluten-free']} />
        <Fact term="Cooking goals" badges={[]} empty="None yet" />
      </>
    ),
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A value, an empty value (muted), badges, and an empty badge list. */
export const Facts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getByText('Not set')).toBeInTheDocument();
    await expect(canvas.getByText('Gluten-free')).toBeInTheDocument();
    await expect(canvas.getByText('None yet')).toBeInTheDocument();
  },
};

/** A phone-wide container: one fact a row; a long value wraps inside it. */
export const Narrow: Story = {
  args: {
    children: (
      <>
        <Fact term="Website">https://a-very-long-family-kitchen-address.example.com/recipes/grandma</Fact>
        <Fact term="Bio" empty="Not set">
          {''}
        </Fact>
      </>
    ),
  },
  decorators: [maxWidth(300)],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not set')).toBeInTheDocument();
  },
};
