import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { soupRecipe } from './recipe.fixtures';
import { counts, prepareRecipePage, stubRecipePage as setup } from './recipe-page-stub';

beforeAll(prepareRecipePage, 60_000);

describe('/recipes/{id} likes, bookmarks and shares', () => {
  it('likes: posts the toggle and updates the count at once', async () => {
    const { callsTo } = setup({ recipe: { ...soupRecipe, like_count: 12 } });
    const { user } = renderApp('/recipes/7');
    const likeButton = await screen.findByRole('button', { name: 'Like' });
    await waitFor(() => expect(callsTo('GET', '/recipes/7/like-status')).toHaveLength(1));
    await user.click(likeButton);
    expect(await screen.findByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    expect(counts().getByText('13')).toBeInTheDocument();
    expect(callsTo('POST', '/recipes/7/like')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Liked' }));
    expect(await screen.findByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(counts().getByText('12')).toBeInTheDocument();
  });

  it('bookmarks: adds to Favorites and removes again, showing the count the server answers', async () => {
    // The recipe was loaded with 312; meanwhile others bookmarked it and the check answers 320.
    const { callsTo } = setup({ bookmarkCount: 320 });
    const { user } = renderApp('/recipes/7');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(await counts().findByText('320')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
    expect(await counts().findByText('321')).toBeInTheDocument();
    expect(callsTo('POST', '/bookmarks')[0]?.body).toEqual({ recipe_id: 7, collection_name: 'Favorites' });
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(await counts().findByText('320')).toBeInTheDocument();
    expect(callsTo('DELETE', '/bookmarks/7')).toHaveLength(1);
  });

  it('shares: opens the network window and records the share; copy link says Copied!', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { callsTo } = setup();
    const { user } = renderApp('/recipes/7');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share on WhatsApp' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/wa\.me\/\?text=.*recipes%2F7$/),
      '_blank',
      expect.stringContaining('noopener'),
    );
    await waitFor(() =>
      expect(callsTo('POST', '/activity/share/recipe')[0]?.body).toEqual({
        recipe_id: 7,
        share_type: 'social',
        platform: 'whatsapp',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/recipes/7`);
    await waitFor(() =>
      expect(callsTo('POST', '/activity/share/recipe')[1]?.body).toEqual({
        recipe_id: 7,
        share_type: 'link',
        platform: 'clipboard',
      }),
    );
  });

  it('shares with a friend picked from the friends list (favourites first) with a message', async () => {
    const member = (id: number, username: string, display_name: string) => ({
      id,
      username,
      display_name,
      first_name: null,
      last_name: null,
      avatar_url: null,
    });
    const rosa = member(2, 'rosa', 'Rosa Martinez');
    const friendship = (id: number, other: ReturnType<typeof member>, is_favorite: boolean) => ({
      id,
      requester_id: 2,
      addressee_id: other.id,
      requester: rosa,
      addressee: other,
      status: 'accepted',
      is_favorite,
      message: null,
      created_at: '2026-11-20T10:00:00Z',
      accepted_at: '2026-11-20T11:00:00Z',
    });
    const friends = [
      friendship(30, member(5, 'ana', 'Ana Lima'), false),
      friendship(31, member(6, 'zeca', 'Zeca'), true),
    ];
    const { callsTo } = setup({
      extra: {
        'GET /friends?include_pending=true': () => ({
          body: { friends, pending_received: [], pending_sent: [], total_friends: 2, total_pending: 0 },
        }),
      },
    });
    const { user } = renderApp('/recipes/7');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share with a friend…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share with a friend' }));
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    expect(await dialog.findByText('Choose a member to share with')).toBeInTheDocument();
    const radios = await dialog.findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['6', '5']);
    await user.type(dialog.getByRole('searchbox', { name: 'Search friends' }), 'ana');
    await user.click(dialog.getByRole('radio', { name: /Ana Lima/ }));
    await user.type(dialog.getByLabelText('Message (optional)'), 'Try this one!');
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(callsTo('POST', '/activity/share/recipe')[0]?.body).toEqual({
        recipe_id: 7,
        share_type: 'friend',
        platform: 'friend',
        shared_with_id: 5,
        message: 'Try this one!',
      }),
    );
    expect(await screen.findByText('Recipe shared')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the refusal of a share to someone who is no longer a friend', async () => {
    setup({
      extra: {
        'GET /friends?include_pending=true': () => ({
          body: {
            friends: [
              {
                id: 30,
                requester_id: 2,
                addressee_id: 5,
                requester: {
                  id: 2,
                  username: 'rosa',
                  display_name: null,
                  first_name: null,
                  last_name: null,
                  avatar_url: null,
                },
                addressee: {
                  id: 5,
                  username: 'ana',
                  display_name: null,
                  first_name: null,
                  last_name: null,
                  avatar_url: null,
                },
                status: 'accepted',
                is_favorite: false,
                message: null,
                created_at: '2026-11-20T10:00:00Z',
                accepted_at: null,
              },
            ],
            pending_received: [],
            pending_sent: [],
            total_friends: 1,
            total_pending: 0,
          },
        }),
        'POST /activity/share/recipe': () => ({
          status: 403,
          body: { detail: 'You can only share recipes with your friends' },
        }),
      },
    });
    const { user } = renderApp('/recipes/7');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share with a friend…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share with a friend' }));
    await user.click(await dialog.findByRole('radio', { name: /ana/ }));
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    expect(await dialog.findByText('You can only share recipes with your friends')).toBeInTheDocument();
  });
});
