import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { draftRecipe, herbSaladRecipe, lemonTartRecipe, tomatoSoupRecipe } from '../../fixtures/recipes';
import { admin, adminNavItem, footerNavItems, member, navItems, renderStoryLink } from '../../fixtures/shell';
import { Button } from '../button/button';
import { RecipeCard } from '../recipe-card/recipe-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs/tabs';
import { AppShell } from './app-shell';
import { SIDEBAR_MODES, type SidebarMode } from './sidebar-mode';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

function RecipesPage() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <Tabs defaultValue="all">
        <TabsList aria-label="Recipe collection">
          <TabsTrigger value="all">All Recipes</TabsTrigger>
          <TabsTrigger value="mine">My Recipes</TabsTrigger>
          <TabsTrigger value="published">Published</TabsTrigger>
          <TabsTrigger value="favorites">Favorites</TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 24 }}>
            {[tomatoSoupRecipe, herbSaladRecipe, lemonTartRecipe, draftRecipe].map((recipe) => (
              <RecipeCard
                key={recipe.id}
                recipe={recipe}
                href={`#/recipes/${recipe.id}`}
                renderLink={renderStoryLink}
              />
            ))}
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}

interface ShellDemoProps {
  initialMode: SidebarMode;
  isAdmin?: boolean;
  initiallyOpen?: boolean;
}

/** A page wiring the presentational pieces the way the web app does. */
function ShellDemo({ initialMode, isAdmin = false, initiallyOpen = false }: ShellDemoProps) {
  const [mode, setMode] = useState<SidebarMode>(initialMode);
  const [open, setOpen] = useState(initiallyOpen);
  const user = isAdmin ? admin : member;
  return (
    <AppShell
      sidebarMode={mode}
      sidebar={
        <Sidebar
          mode={mode}
          open={open}
          onOpenChange={setOpen}
          items={isAdmin ? [...navItems, adminNavItem] : navItems}
          footerItems={footerNavItems(fn())}
          activeId="recipes"
          renderLink={renderStoryLink}
          onToggleCollapsed={
            mode === 'overlay' ? undefined : () => setMode(mode === 'expanded' ? 'collapsed' : 'expanded')
          }
        />
      }
      topBar={
        <TopBar
          title="Recipes"
          user={user}
          onProfile={fn()}
          onAdminSettings={fn()}
          onSignOut={fn()}
          onMenuClick={mode === 'overlay' ? () => setOpen(true) : undefined}
          actions={<Button iconStart={<Plus size={18} />}>New</Button>}
        />
      }
    >
      <RecipesPage />
    </AppShell>
  );
}

const meta = {
  title: 'Shell/AppShell',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: ShellDemo,
  args: { initialMode: 'expanded' },
  argTypes: { initialMode: { control: 'inline-radio', options: SIDEBAR_MODES } },
  parameters: { frame: 'fullscreen' },
} satisfies Meta<typeof ShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopExpanded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Main' }).closest('aside')).toHaveStyle({ width: '64px' });
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
  },
};

export const DesktopCollapsed: Story = { args: { initialMode: 'collapsed' } };

export const Admin: Story = { args: { isAdmin: true } };

export const TabletCollapsed: Story = {
  args: { initialMode: 'collapsed' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const MobileOverlayClosed: Story = {
  args: { initialMode: 'overlay' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

export const MobileOverlayOpen: Story = {
  args: { initialMode: 'overlay' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeVisible());
  },
};
