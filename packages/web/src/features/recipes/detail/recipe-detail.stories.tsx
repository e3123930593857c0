import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RecipeDetailSkeleton, RecipeLoadFailed, RecipeNotFound } from './recipe-detail-states';
import { RecipeDetailView, type RecipeDetailViewProps } from './recipe-detail-view';
import { draftRecipe, soupRecipe, soupVersion2, soupVersions } from './recipe.fixtures';
import { openOverlayA11y } from '@potluck/ui/stories';

/**
 * Radix hides the page behind an open menu with aria-hidden and traps focus in the menu; axe cannot
 * see the trap and reports the trigger as "aria-hidden-focus". Only that rule is relaxed (as in ui).
 */

const counts = (r = soupRecipe) => ({
  likes: r.like_count,
  views: r.view_count,
  bookmarks: r.bookmark_count,
  reviews: r.rating_count,
});

const memberArgs: RecipeDetailViewProps = {
  recipe: soupRecipe,
  counts: counts(),
  social: { liked: false, bookmarked: true, onToggleLike: fn(), onToggleBookmark: fn() },
  share: { onShare: fn(), copied: false },
  versions: soupVersions,
  oldVersion: null,
  onSelectVersion: fn(),
  owner: null,
};

const meta = {
  title: 'Pages/Recipe Detail',
  component: RecipeDetailView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/recipes/7']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: memberArgs,
} satisfies Meta<typeof RecipeDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <RecipeDetailSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading recipe' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  render: () => <RecipeNotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Recipe Not Found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute('href', '/recipes');
  },
};

export const LoadFailed: Story = {
  render: () => <RecipeLoadFailed message="Database unavailable" onRetry={fn()} />,
};

export const AsMember: Story = {
  tags: ['dark-check'],
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: soupRecipe.title })).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Author actions' })).not.toBeInTheDocument();
    const list = within(canvas.getByRole('list', { name: 'Ingredients' }));

    await step('the scaler changes the displayed amounts to cook-friendly fractions', async () => {
      await expect(list.getByText('1/4 cup')).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('radio', { name: '½× (half quantity)' }));
      await expect(list.getByText('1/8 cup')).toBeInTheDocument();
      await expect(list.getByText('3/4 kg')).toBeInTheDocument();
      await expect(canvas.getByText('Serves 2')).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('radio', { name: '1× (original quantity)' }));
      await expect(list.getByText('1.5 kg')).toBeInTheDocument();
    });

    await step('checking an ingredient and a step strikes them through', async () => {
      await userEvent.click(list.getByText('garlic'));
      const label = list.getByText('garlic').closest('label')!;
      await expect(label).toHaveAttribute('data-done', 'true');
      await expect(getComputedStyle(label).textDecorationLine).toContain('line-through');
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Step 1 done' }));
      await expect(canvas.getByRole('checkbox', { name: 'Step 1 done' })).toHaveAttribute('aria-checked', 'true');
    });

    await step('like and save call back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
      await expect(args.social?.onToggleLike).toHaveBeenCalled();
      await expect(canvas.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    });
  },
};

export const Signedout: Story = {
  name: 'Without like and save (not signed in)',
  args: { social: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  },
};

export const AsAuthorDraft: Story = {
  tags: ['dark-check'],
  args: {
    recipe: draftRecipe,
    counts: counts(draftRecipe),
    owner: { onTogglePublished: fn(), onDelete: fn(async () => {}) },
  },
  play: async ({ canvas, args }) => {
    const actions = within(canvas.getByRole('group', { name: 'Author actions' }));
    await expect(canvas.getByText('Draft')).toBeInTheDocument();
    await expect(actions.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/recipes/7/edit');
    await userEvent.click(actions.getByRole('button', { name: 'Publish' }));
    await expect(args.owner?.onTogglePublished).toHaveBeenCalled();
  },
};

export const DeleteConfirmation: Story = {
  args: { owner: { onTogglePublished: fn(), onDelete: fn(async () => {}) } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Delete recipe?' }));
    await expect(dialog.getByText(/will be deleted permanently/)).toBeInTheDocument();
    await expect(args.owner?.onDelete).not.toHaveBeenCalled();
  },
};

export const OldVersionShown: Story = {
  args: {
    recipe: soupVersion2,
    oldVersion: soupVersions[1]!,
    owner: { onTogglePublished: fn(), onDelete: fn(async () => {}) },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('You are looking at version 2')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nonna’s Tomato Soup' })).toBeInTheDocument();
    // A snapshot is read-only: no publish, edit or delete.
    await expect(canvas.queryByRole('group', { name: 'Author actions' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Version' })).toHaveTextContent('Version 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to current version' }));
    await expect(args.onSelectVersion).toHaveBeenCalledWith(null);
  },
};

export const ShareMenuOpen: Story = {
  parameters: openOverlayA11y,
  args: { share: { onShare: fn(), copied: false, open: true } },
  play: async ({ args }) => {
    const menu = within(await within(document.body).findByRole('menu'));
    const names = menu.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(names).toEqual([
      'Share on X (Twitter)',
      'Share on Facebook',
      'Share on WhatsApp',
      'Share by email',
      'Copy link',
      'Share with a friend…',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Share on Facebook' }));
    await expect(args.share.onShare).toHaveBeenCalledWith('facebook');
  },
};

/** Copying flips the button to 'Copied!' (the page turns it back after 2 s). */
function CopyingShare(props: RecipeDetailViewProps) {
  const [copied, setCopied] = useState(false);
  return <RecipeDetailView {...props} share={{ onShare: (p) => p === 'clipboard' && setCopied(true), copied }} />;
}

export const ShareCopied: Story = {
  render: (args) => <CopyingShare {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copied!' })).toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied to the clipboard');
  },
};
