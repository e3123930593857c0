import type { Recipe, User } from '@potluck/api';
import { screen, within } from '@testing-library/react';
import { storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { readerUser, soupRecipe, soupVersions } from './recipe.fixtures';

/**
 * Before a file's tests (beforeAll, with a long timeout): Radix Select measures and captures the pointer, which
 * jsdom lacks; and the page chunk is loaded up front, so a file's first test does not spend its wait for the
 * page on transforming the page's modules (on a loaded machine that took longer than the wait).
 */
export async function prepareRecipePage() {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  await import('./recipe-detail-page');
}

/**
 * /recipes/7 at the fetch boundary, signed in as `user` (a reader by default): the recipe, its versions, and
 * like and bookmark state that the toggles change as the server would; `extra` adds or replaces routes.
 */
export function stubRecipePage(
  opts: { user?: User; recipe?: Recipe; bookmarkCount?: number; extra?: Record<string, StubHandler> } = {},
) {
  storeTokens();
  const recipe = opts.recipe ?? soupRecipe;
  let like = { is_liked: false, like_count: recipe.like_count };
  // The server's count, which other members' bookmarks move too: the page shows what the answers carry.
  let bookmark = {
    is_bookmarked: false,
    collection_name: null as string | null,
    bookmark_count: opts.bookmarkCount ?? recipe.bookmark_count,
  };
  return stubFetch({
    'GET /auth/me': () => ({ body: opts.user ?? readerUser }),
    'GET /recipes/7': () => ({ body: recipe }),
    'GET /ai-chef/recipe/7/versions': () => ({ body: { versions: soupVersions } }),
    'GET /recipes/7/like-status': () => ({ body: like }),
    'POST /recipes/7/like': () => {
      like = { is_liked: !like.is_liked, like_count: like.like_count + (like.is_liked ? -1 : 1) };
      return { body: like };
    },
    'GET /bookmarks/check/7': () => ({ body: bookmark }),
    'POST /bookmarks': () => {
      bookmark = { is_bookmarked: true, collection_name: 'Favorites', bookmark_count: bookmark.bookmark_count + 1 };
      return {
        status: 201,
        body: {
          recipe_id: 7,
          collection_name: 'Favorites',
          created_at: '2026-03-06T00:00:00.000Z',
          bookmark_count: bookmark.bookmark_count,
        },
      };
    },
    'DELETE /bookmarks/7': () => {
      bookmark = { is_bookmarked: false, collection_name: null, bookmark_count: bookmark.bookmark_count - 1 };
      return { status: 204 };
    },
    'POST /activity/share/recipe': ({ body }) => ({
      status: 201,
      body: {
        id: 1,
        shared_with_id: null,
        platform: null,
        message: null,
        ...(body as object),
        share_url: 'http://localhost/recipes/7',
        created_at: '2026-03-06T00:00:00.000Z',
      },
    }),
    ...opts.extra,
  });
}

/** The counts row under the recipe's intro. */
export const counts = () => within(screen.getByRole('list', { name: 'Recipe counts' }));
