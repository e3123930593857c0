import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: Checkbox,
  args: { label: 'Merge similar items', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Merge similar items' });
    await expect(box).not.toBeChecked();
    // Clicking the label toggles too.
    await userEvent.click(canvas.getByText('Merge similar items'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultChecked: true, label: 'Include snacks' } };

export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'Select All' } };

export const Disabled: Story = { args: { disabled: true, defaultChecked: true, label: 'Past day' } };

export const WithoutVisibleLabel: Story = { args: { label: undefined, 'aria-label': 'Mark as bought' } };
