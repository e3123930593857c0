import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { Textarea } from './textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Recipe text', placeholder: 'Paste a recipe: ingredients and instructions…' },
  decorators: [maxWidth(480)],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Recipe text' });
    await userEvent.type(box, '2 cups flour{enter}1 tsp salt');
    await expect(box).toHaveValue('2 cups flour\n1 tsp salt');
  },
};

export const Filled: Story = {
  args: {
    defaultValue:
      'Tomato soup\n\n4 ripe tomatoes\n1 onion\n2 tbsp olive oil\n\nSoften the onion, add tomatoes, simmer 20 minutes and blend.',
    rows: 7,
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Parsing…' } };
