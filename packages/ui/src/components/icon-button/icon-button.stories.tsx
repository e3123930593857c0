import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Menu, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS, IconButton } from './icon-button';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Like recipe', icon: <Heart size={20} />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ICON_BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: ICON_BUTTON_SIZES },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvas }) => {
    // The aria-label is the only name an icon button has.
    await userEvent.click(canvas.getByRole('button', { name: 'Like recipe' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} variant="ghost" aria-label="Open menu" icon={<Menu size={20} />} />
      <IconButton {...args} variant="secondary" aria-label="Edit recipe" icon={<Pencil size={20} />} />
      <IconButton {...args} variant="primary" aria-label="Like recipe" icon={<Heart size={20} />} />
      <IconButton {...args} variant="danger" aria-label="Delete recipe" icon={<Trash2 size={20} />} />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {ICON_BUTTON_SIZES.map((size) => (
        <IconButton
          key={size}
          {...args}
          variant="secondary"
          size={size}
          aria-label={`Edit (${size})`}
          icon={<Pencil size={size === 'sm' ? 16 : 20} />}
        />
      ))}
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true, variant: 'secondary' } };
