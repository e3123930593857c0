import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChefHat, Plus, ShoppingBasket } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './button';

const meta = {
  title: 'Primitives/Button',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: Button,
  args: { children: 'Create Recipe', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Recipe' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Try Again' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {BUTTON_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} iconStart={<Plus size={18} />}>
        New
      </Button>
      <Button {...args} variant="secondary" iconStart={<ShoppingBasket size={18} />}>
        Create List
      </Button>
      <Button {...args} variant="ghost" iconEnd={<ChefHat size={18} />}>
        Ask the chef
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving recipe...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Parse Recipe' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign In' } };

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#recipes">Browse Recipes</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute('href', '#recipes');
  },
};
