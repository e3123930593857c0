import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Link2, LogOut, Mail, Share2, UserRound } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { DropdownMenu } from './dropdown-menu';
import { openOverlayA11y } from '../../stories/a11y';

const onSelect = fn();

const meta = {
  title: 'Primitives/DropdownMenu',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: DropdownMenu,
  args: {
    trigger: (
      <Button variant="secondary" iconStart={<Share2 size={18} />}>
        Share
      </Button>
    ),
    items: [
      { type: 'label', id: 'share-label', label: 'Share recipe' },
      { id: 'copy', label: 'Copy link', icon: <Link2 size={18} />, onSelect },
      { id: 'email', label: 'Email', icon: <Mail size={18} />, onSelect },
      { id: 'friend', label: 'Send to a friend', icon: <UserRound size={18} />, onSelect },
      { type: 'separator', id: 'sep' },
      { id: 'duplicate', label: 'Duplicate', icon: <Copy size={18} />, onSelect, disabled: true },
      { id: 'leave', label: 'Sign Out', icon: <LogOut size={18} />, onSelect, tone: 'danger' },
    ],
    align: 'start',
  },
  argTypes: { trigger: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
  },
};

export const SelectingAnItem: Story = {
  play: async ({ canvas }) => {
    onSelect.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    await expect(onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const KeyboardNavigation: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Share' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Email' })).toHaveFocus();
    // Disabled entries are skipped.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
  },
};
