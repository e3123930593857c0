import { ToastProvider } from '@potluck/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { IMPORT_TEXT as T } from '../../import/components/import-text';
import { RecipeToolbar, type SocialState } from './recipe-actions';

const social: SocialState = {
  liked: false,
  bookmarked: false,
  onToggleLike: () => undefined,
  onToggleBookmark: () => undefined,
};

// The menu itself is tested in the import feature; the recipe page decides where and for whom it shows.
function renderToolbar(signedIn: boolean) {
  render(
    <MemoryRouter>
      <ToastProvider>
        <RecipeToolbar recipeId={7} social={signedIn ? social : null} share={null} />
      </ToastProvider>
    </MemoryRouter>,
  );
}

describe('Recipe toolbar', () => {
  it('offers the download menu next to Print', () => {
    renderToolbar(true);
    const download = screen.getByRole('button', { name: T.download });
    expect(download.nextElementSibling).toBe(screen.getByRole('link', { name: 'Print' }));
  });

  it('does not offer downloads to a visitor who is not signed in', () => {
    renderToolbar(false);
    expect(screen.queryByRole('button', { name: T.download })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print' })).toBeInTheDocument();
  });
});
