import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { maxWidth } from '../../stories/decorators';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Primitives/Tabs',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: Tabs,
  args: { defaultValue: 'all' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RecipeCollection: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Recipe collection">
        <TabsTrigger value="all">All Recipes</TabsTrigger>
        <TabsTrigger value="mine">My Recipes</TabsTrigger>
        <TabsTrigger value="published">Published</TabsTrigger>
        <TabsTrigger value="favorites">Favorites</TabsTrigger>
      </TabsList>
      <TabsContent value="all">Every recipe your family has shared.</TabsContent>
      <TabsContent value="mine">The recipes you wrote.</TabsContent>
      <TabsContent value="published">Your published recipes.</TabsContent>
      <TabsContent value="favorites">Recipes you bookmarked.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every recipe your family has shared.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'My Recipes' }));
    await expect(canvas.getByRole('tab', { name: 'My Recipes' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The recipes you wrote.');
    // Arrow keys move between tabs (roving focus).
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Published' })).toHaveFocus();
  },
};

export const WithCounts: Story = {
  args: { defaultValue: 'plans' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Meal planning">
        <TabsTrigger value="plans" count={3}>
          Meal Plans
        </TabsTrigger>
        <TabsTrigger value="templates" count={0}>
          Templates
        </TabsTrigger>
        <TabsTrigger value="analytics">Analytics</TabsTrigger>
      </TabsList>
      <TabsContent value="plans">Three plans.</TabsContent>
      <TabsContent value="templates">No templates.</TabsContent>
      <TabsContent value="analytics">Totals and completion rate.</TabsContent>
    </Tabs>
  ),
};

const PROFILE_SECTIONS = ['Overview', 'Recipes', 'Settings', 'Cooking', 'Notifications', 'Privacy'];

/** Six tabs in a phone's width: the row scrolls, its cut-off end fades, and the selected tab is scrolled into view. */
export const Overflowing: Story = {
  args: { defaultValue: 'Overview' },
  decorators: [maxWidth(340)],
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Profile sections">
        {PROFILE_SECTIONS.map((name) => (
          <TabsTrigger key={name} value={name}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {PROFILE_SECTIONS.map((name) => (
        <TabsContent key={name} value={name}>
          {name} section.
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('tablist', { name: 'Profile sections' });
    // Tabs out of sight at the end only.
    await waitFor(() => expect(row).toHaveAttribute('data-more-after'));
    await expect(row).not.toHaveAttribute('data-more-before');
    // The last tab, chosen from the keyboard, is brought fully into view; now the start is cut off.
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Privacy' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(row).toHaveAttribute('data-more-before'));
    await expect(row).not.toHaveAttribute('data-more-after');
    const shown = row.getBoundingClientRect();
    const tab = last.getBoundingClientRect();
    await expect(tab.right).toBeLessThanOrEqual(shown.right + 1);
    // Back to the first tab (Home): the row scrolls back to its start.
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(row).not.toHaveAttribute('data-more-before'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Overview section.');
  },
};
