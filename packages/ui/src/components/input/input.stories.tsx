import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { Input } from './input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Search recipes', placeholder: 'Search recipes…' },
  decorators: [maxWidth(360)],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Search recipes' });
    await userEvent.type(input, 'risotto');
    await expect(input).toHaveValue('risotto');
  },
};

export const Filled: Story = { args: { defaultValue: 'Grandma’s lasagne' } };

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'ab', 'aria-label': 'Username' } };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'maria@example.com', 'aria-label': 'Email' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Not editable' } };
