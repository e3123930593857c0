import { PROFILE_MESSAGES, PREFERENCE_MESSAGES, type Profile } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { rosaProfile, rosaRecipe } from '../profile.fixtures';

function start(profile: Profile | null, handlers: Record<string, StubHandler> = {}, path = '/profile') {
  storeTokens();
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: member }),
    'GET /users/profile': () => (profile ? { body: profile } : json(500, { detail: 'Database unavailable' })),
    ...handlers,
  });
  return { stub, app: renderApp(path) };
}

const badges = () =>
  within(screen.getByRole('list', { name: 'Badges' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Profile page', () => {
  it('shows the header with the badges the counts earn: New Member always', async () => {
    start(rosaProfile);
    await screen.findByRole('heading', { level: 1, name: 'Rosa Martinez' });
    expect(badges()).toEqual(['New Member']);
    expect(screen.getByText('@rosa')).toBeInTheDocument();
  });

  it('Recipe Creator above 0 recipes, Popular Cook at 10 followers', async () => {
    start({ ...rosaProfile, recipe_count: 1, follower_count: 10, following_count: 10 });
    await screen.findByRole('heading', { level: 1, name: 'Rosa Martinez' });
    expect(badges()).toEqual(['New Member', 'Recipe Creator', 'Popular Cook']);
  });

  it("a failed load says 'Failed to load profile data.' and can try again", async () => {
    const { app, stub } = start(null);
    await screen.findByRole('heading', { name: PROFILE_MESSAGES.loadFailed });
    await app.user.click(screen.getByRole('button', { name: /Try again/i }));
    await waitFor(() => expect(stub.callsTo('GET', '/users/profile').length).toBeGreaterThan(1));
  });

  it('Refresh Stats recomputes the counts and says so; a failure says so too', async () => {
    let fail = false;
    const { app } = start(rosaProfile, {
      'POST /users/profile/update-stats': () =>
        fail ? json(503, { detail: 'Busy' }) : { body: { ...rosaProfile, recipe_count: 4 } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Refresh Stats' }));
    await screen.findByText(PROFILE_MESSAGES.statsUpdated);
    expect(badges()).toEqual(['New Member', 'Recipe Creator']);
    fail = true;
    await app.user.click(screen.getByRole('button', { name: 'Refresh Stats' }));
    expect(await screen.findByText(PROFILE_MESSAGES.statsFailed)).toBeInTheDocument();
  });

  it('Edit Cover and Edit Profile both open the settings tab (Edit Profile in edit mode)', async () => {
    const { app } = start(rosaProfile);
    await app.user.click(await screen.findByRole('button', { name: 'Edit Cover' }));
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(app.router.state.location.search).toBe('?tab=settings');
    expect(screen.getByRole('button', { name: 'Upload cover' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'Overview' }));
    await app.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(await screen.findByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it("recipes tab: your recipes with drafts labelled Draft, else 'No Recipes Yet'", async () => {
    let items = [rosaRecipe(1, 'Green chile stew', 'published'), rosaRecipe(2, 'Half-done tamales', 'draft')];
    const { app, stub } = start(rosaProfile, {
      'GET /recipes/my/recipes?limit=50': () => ({ body: { items, total: items.length, limit: 50, offset: 0 } }),
    });
    await app.user.click(await screen.findByRole('tab', { name: 'Recipes' }));
    const list = await screen.findByRole('list', { name: 'Your recipes' });
    const cards = within(list).getAllByRole('listitem');
    expect(within(cards[1]!).getByText('Draft')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Draft')).not.toBeInTheDocument();
    expect(stub.callsTo('GET', '/recipes/my/recipes?limit=50')).toHaveLength(1);
    items = [];
    app.unmount();
    start(
      rosaProfile,
      {
        'GET /recipes/my/recipes?limit=50': () => ({ body: { items: [], total: 0, limit: 50, offset: 0 } }),
      },
      '/profile?tab=recipes',
    );
    expect(await screen.findByRole('heading', { name: PROFILE_MESSAGES.noRecipes })).toBeInTheDocument();
  });

  it("notifications and privacy say 'coming soon'", async () => {
    const { app } = start(rosaProfile);
    await app.user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('heading', { name: /Notifications settings are coming soon/ })).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'Privacy' }));
    expect(screen.getByRole('heading', { name: /Privacy settings are coming soon/ })).toBeInTheDocument();
  });

  it('cooking tab: preferences in view mode, edited and saved as lists', async () => {
    const { app, stub } = start(rosaProfile, {
      'GET /users/preferences': () => ({ body: { cooking_preferences: rosaProfile.cooking_preferences } }),
      'PUT /users/preferences': (req) => ({
        body: {
          cooking_preferences: {
            ...rosaProfile.cooking_preferences,
            ...(req.body as { cooking_preferences: object }).cooking_preferences,
          },
        },
      }),
    });
    await app.user.click(await screen.findByRole('tab', { name: 'Cooking' }));
    expect(await screen.findByText('3 of 5 · Medium')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Edit Preferences' }));
    await app.user.type(screen.getByRole('textbox', { name: /Favorite ingredients/ }), 'garlic, lemon ,');
    await app.user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await screen.findByText('Cooking preferences saved');
    const [put] = stub.callsTo('PUT', '/users/preferences');
    expect(put!.body).toMatchObject({
      cooking_preferences: { favorite_ingredients: ['garlic', 'lemon'], spice_tolerance: 3 },
    });
    expect(await screen.findByText('garlic')).toBeInTheDocument();
  });

  it("cooking tab: a failed load says 'Failed to load cooking preferences.'", async () => {
    start(rosaProfile, { 'GET /users/preferences': () => json(500, { detail: 'Oops' }) }, '/profile?tab=cooking');
    expect(await screen.findByRole('heading', { name: PREFERENCE_MESSAGES.loadFailed })).toBeInTheDocument();
  });
});
