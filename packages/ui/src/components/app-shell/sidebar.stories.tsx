import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { adminNavItem, footerNavItems, navItems, renderStoryLink } from '../../fixtures/shell';
import { SIDEBAR_MODES } from './sidebar-mode';
import { Sidebar } from './sidebar';

const signOut = fn();

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: {
    items: navItems,
    footerItems: footerNavItems(signOut),
    activeId: 'recipes',
    mode: 'expanded',
    onToggleCollapsed: fn(),
    onOpenChange: fn(),
    renderLink: renderStoryLink,
  },
  argTypes: { mode: { control: 'inline-radio', options: SIDEBAR_MODES } },
  parameters: { frame: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.closest('aside')).toHaveStyle({ width: '320px' });
    await expect(canvas.getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(args.onToggleCollapsed).toHaveBeenCalledOnce();
  },
};

export const Collapsed: Story = {
  args: { mode: 'collapsed' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.closest('aside')).toHaveStyle({ width: '64px' });
    // Icons only, but every entry keeps its name.
    await expect(canvas.getByRole('link', { name: 'Meal Plans' })).toBeInTheDocument();
    await expect(canvas.queryByText('Meal Plans')).not.toBeInTheDocument();
  },
};

export const CollapsedTooltip: Story = {
  args: { mode: 'collapsed' },
  play: async ({ canvas }) => {
    canvas.getByRole('link', { name: 'Shopping' }).focus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Shopping'));
  },
};

export const WithAdminEntry: Story = { args: { items: [...navItems, adminNavItem], activeId: 'admin' } };

export const OverlayClosed: Story = {
  args: { mode: 'overlay', open: false },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const OverlayOpen: Story = {
  args: { mode: 'overlay', open: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.click(screen.getByRole('link', { name: 'Friends' }));
    // Choosing an entry closes the drawer.
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const SignOutAction: Story = {
  play: async ({ canvas }) => {
    signOut.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(signOut).toHaveBeenCalledOnce();
  },
};

const withNewActivity = (count: number) =>
  navItems.map((item) => (item.id === 'activity' ? { ...item, badge: count } : item));

/** New things in the Activity feed: the count after the label (issue 17). */
export const NewActivity: Story = {
  args: { items: withNewActivity(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Activity 3 new' })).toBeInTheDocument();
  },
};

/** Collapsed, the count is a dot on the icon and part of the entry's name. */
export const NewActivityCollapsed: Story = {
  args: { mode: 'collapsed', items: withNewActivity(120) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Activity, 99+ new' })).toBeInTheDocument();
  },
};
