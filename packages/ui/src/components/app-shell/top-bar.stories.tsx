import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { admin, member } from '../../fixtures/shell';
import { openOverlayA11y } from '../../stories/a11y';
import { Button } from '../button/button';
import { TopBar } from './top-bar';

const meta = {
  title: 'Shell/TopBar',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: TopBar,
  args: { title: 'Recipes', user: member, onProfile: fn(), onAdminSettings: fn(), onSignOut: fn() },
  parameters: { frame: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};

export const WithActions: Story = { args: { actions: <Button iconStart={<Plus size={18} />}>New</Button> } };

export const MobileWithMenuButton: Story = {
  args: { onMenuClick: fn() },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await expect(args.onMenuClick).toHaveBeenCalledOnce();
  },
};

/** New activity waits in the hidden sidebar: a dot on the menu button, and its name says so (issue 17). */
export const MobileWithNewActivity: Story = {
  args: { onMenuClick: fn(), menuHasNew: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open navigation, new activity' })).toBeInTheDocument();
  },
};

export const MemberMenuOpen: Story = {
  parameters: openOverlayA11y,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Marco Bianchi' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.queryByRole('menuitem', { name: 'Admin Settings' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    await expect(args.onProfile).toHaveBeenCalledOnce();
    // Radix keeps the page aria-hidden until the closed menu unmounts: wait for the trigger.
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu for Marco Bianchi' }));
    await screen.findByRole('menu');
  },
};

export const AdminMenuOpen: Story = {
  args: { user: admin },
  parameters: openOverlayA11y,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Nonna Maria' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Admin Settings' }));
    await expect(args.onAdminSettings).toHaveBeenCalledOnce();
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu for Nonna Maria' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible());
  },
};
