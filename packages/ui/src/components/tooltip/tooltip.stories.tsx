import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bookmark } from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Save to Favorites',
    children: <IconButton variant="secondary" aria-label="Bookmark recipe" icon={<Bookmark size={20} />} />,
  },
  argTypes: { children: { control: false } },
  parameters: { frame: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const ShownOnFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bookmark recipe' })).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Save to Favorites');
  },
};

export const ShownOnHover: Story = {
  args: { side: 'bottom', delayDuration: 0 },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Bookmark recipe' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Save to Favorites'));
  },
};
