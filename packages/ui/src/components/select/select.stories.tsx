import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { Select } from './select';
import { openOverlayA11y, overlaysClosed } from '../../stories/a11y';

const sortOptions = [
  { value: 'created_at', label: 'Newest' },
  { value: 'title', label: 'Title' },
  { value: 'rating', label: 'Rating' },
  { value: 'view_count', label: 'Most viewed' },
  { value: 'prep_time_minutes', label: 'Prep time' },
];

const meta = {
  title: 'Primitives/Select',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: Select,
  args: { options: sortOptions, placeholder: 'Sort by', 'aria-label': 'Sort recipes', onValueChange: fn() },
  decorators: [maxWidth(280)],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const WithValue: Story = { args: { defaultValue: 'rating' } };

export const Disabled: Story = { args: { defaultValue: 'title', disabled: true } };

export const ChoosingAnOption: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort recipes' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Most viewed' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('view_count');
    await expect(trigger).toHaveTextContent('Most viewed');
    await overlaysClosed();
  },
};

export const Open: Story = {
  parameters: openOverlayA11y,
  args: { defaultValue: 'title' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort recipes' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
  },
};
