import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { CheckboxGroup } from './checkbox-group';

const DIETS = ['vegetarian', 'vegan', 'gluten_free', 'dairy_free', 'nut_free'] as const;
const LABELS: Record<(typeof DIETS)[number], string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  gluten_free: 'Gluten-free',
  dairy_free: 'Dairy-free',
  nut_free: 'Nut-free',
};

const meta = {
  title: 'Primitives/CheckboxGroup',
  tags: ['dark-check'],
  component: CheckboxGroup<(typeof DIETS)[number]>,
  args: {
    legend: 'Dietary preferences',
    options: DIETS,
    labelOf: (d) => LABELS[d],
    value: ['vegan'],
    onChange: fn(),
  },
} satisfies Meta<typeof CheckboxGroup<(typeof DIETS)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticking adds to what was ticked; unticking removes. */
export const Ticked: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Dietary preferences' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nut-free' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['vegan', 'nut_free']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vegan' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** A phone-wide container: two columns. */
export const Narrow: Story = {
  decorators: [maxWidth(320)],
};
