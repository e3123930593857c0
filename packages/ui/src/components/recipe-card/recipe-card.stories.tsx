import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { draftRecipe, herbSaladRecipe, lemonTartRecipe, tomatoSoupRecipe } from '../../fixtures/recipes';
import { openOverlayA11y } from '../../stories/a11y';
import { RECIPE_CARD_LAYOUTS, RecipeCard } from './recipe-card';
import { RecipeCardSkeleton } from './recipe-card-skeleton';

const meta = {
  title: 'Recipes/RecipeCard',
  // Also captured and accessibility-checked in the dark theme (see vitest.visual.config.ts).
  tags: ['dark-check'],
  component: RecipeCard,
  args: { recipe: tomatoSoupRecipe, href: '#/recipes/1', onDelete: fn() },
  argTypes: { layout: { control: 'inline-radio', options: RECIPE_CARD_LAYOUTS } },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: args.layout === 'list' ? 640 : 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecipeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Nonna’s roasted tomato soup' })).toHaveAttribute(
      'href',
      '#/recipes/1',
    );
    // 15m prep + 50m cook through formatMinutes; 1240 likes through abbreviateCount.
    await expect(canvas.getByText('1h 5m')).toBeInTheDocument();
    await expect(canvas.getByText('1.2k')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  },
};

export const Placeholder: Story = { args: { recipe: { ...herbSaladRecipe, featured_image_url: null } } };

export const Draft: Story = {
  args: { recipe: draftRecipe, canDelete: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeInTheDocument();
    await expect(canvas.getByText('3h 30m')).toBeInTheDocument();
  },
};

export const AuthorCanDelete: Story = { args: { canDelete: true } };

export const DeleteAsksFirst: Story = {
  args: { canDelete: true },
  parameters: { ...openOverlayA11y, frame: 'padded' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Nonna’s roasted tomato soup' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete recipe?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(tomatoSoupRecipe);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const MillionsOfLikes: Story = {
  args: { recipe: lemonTartRecipe },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2.5m')).toBeInTheDocument();
    await expect(canvas.getByText('2h 20m')).toBeInTheDocument();
  },
};

export const ListLayout: Story = { args: { layout: 'list' } };

export const ListLayoutPlaceholder: Story = { args: { layout: 'list', recipe: draftRecipe, canDelete: true } };

export const Grid: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 280px)', gap: 24 }}>
      {[tomatoSoupRecipe, herbSaladRecipe, lemonTartRecipe, draftRecipe].map((recipe) => (
        <RecipeCard
          key={recipe.id}
          {...args}
          recipe={recipe}
          href={`#/recipes/${recipe.id}`}
          canDelete={recipe.status === 'draft'}
        />
      ))}
    </div>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
};

export const Loading: Story = {
  render: () => <RecipeCardSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading recipe' })).toHaveAttribute('aria-busy', 'true');
  },
};
