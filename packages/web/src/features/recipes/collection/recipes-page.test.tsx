import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { manyRecipes, pageOf, sampleRecipes } from './collection.fixtures';
import { VIEW_MODE_STORAGE_KEY } from '../../../lib/storage-keys';
import { prepareRecipesPage, search, stubCollection } from './collection-stub';

beforeAll(prepareRecipesPage, 60_000);

describe('/recipes', () => {
  it('shows the first page of all recipes as links, 50 a page', async () => {
    storeTokens();
    const { listCalls } = stubCollection(() => pageOf(sampleRecipes));
    renderApp('/recipes');
    expect(await screen.findByRole('heading', { name: 'Recipes', level: 1 })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Rosa’s Green Chile Enchiladas' });
    expect(link).toHaveAttribute('href', '/recipes/2');
    expect(screen.getByText('Showing 1–6 of 6')).toBeInTheDocument();
    expect(listCalls()[0]).toEqual({ tab: 'all', limit: '50', offset: '0' });
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/recipes/create');
    for (const name of ['All Recipes', 'My Recipes', 'Published', 'Favorites'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
  });

  it('shows Error Loading Recipes with the detail, and Try Again reloads', async () => {
    storeTokens();
    let fail = true;
    stubCollection(() => (fail ? { status: 503, body: { detail: 'Database unavailable' } } : pageOf(sampleRecipes)));
    const { user } = renderApp('/recipes');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Recipes' })).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Thai Green Curry' })).toBeInTheDocument();
  });

  it("falls back to 'Something went wrong' when the failure has no message", async () => {
    storeTokens();
    stubCollection(() => ({ status: 500, body: {} }));
    renderApp('/recipes');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Recipes')).toBeInTheDocument();
    expect(within(alert).getByText('Something went wrong')).toBeInTheDocument();
  });

  it('offers delete only on the member’s own recipes, asks first, then deletes', async () => {
    storeTokens();
    let items = sampleRecipes.slice(0, 3);
    const { callsTo } = stubCollection(() => pageOf(items), {
      'DELETE /recipes/2': () => {
        items = items.filter((r) => r.id !== 2);
        return { status: 204 };
      },
    });
    const { user } = renderApp('/recipes');
    await screen.findByRole('link', { name: 'Nonna’s Sunday Lasagne' });
    const deleteButton = await screen.findByRole('button', { name: 'Delete Rosa’s Green Chile Enchiladas' });
    expect(screen.getByRole('button', { name: 'Delete Overnight Oats with Berries' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Nonna’s Sunday Lasagne' })).not.toBeInTheDocument();

    await user.click(deleteButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete recipe?' });
    expect(callsTo('DELETE', '/recipes/2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('DELETE', '/recipes/2')).toHaveLength(1));
    expect(await screen.findByText('Recipe deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Rosa’s Green Chile Enchiladas' })).not.toBeInTheDocument(),
    );
  });

  it('pages with Previous and Next, and shows a capped total as N+', async () => {
    storeTokens();
    const { listCalls } = stubCollection((q) =>
      pageOf(manyRecipes(50, Number(q.offset) + 1), { total: 1000, total_capped: true, offset: Number(q.offset) }),
    );
    const { user, router } = renderApp('/recipes');
    expect(await screen.findByText('Showing 1–50 of 1,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(search(router)).toEqual({ page: '2' }));
    expect(await screen.findByText('Showing 51–100 of 1,000+')).toBeInTheDocument();
    expect(listCalls().at(-1)).toMatchObject({ offset: '50', limit: '50' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('stops at the last page when the total is exact', async () => {
    storeTokens();
    stubCollection((q) =>
      pageOf(manyRecipes(q.offset === '0' ? 50 : 10, Number(q.offset) + 1), { total: 60, offset: Number(q.offset) }),
    );
    renderApp('/recipes?page=2');
    expect(await screen.findByText('Showing 51–60 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('remembers grid or list in this browser', async () => {
    storeTokens();
    stubCollection(() => pageOf(sampleRecipes));
    const { user } = renderApp('/recipes');
    await screen.findByRole('link', { name: 'Thai Green Curry' });
    await user.click(screen.getByRole('radio', { name: 'List view' }));
    expect(localStorage.getItem(VIEW_MODE_STORAGE_KEY)).toBe('list');
  });
});

describe('/recipes selection modes', () => {
  it('create-list: cards toggle, the bar counts, and the action hands the ids to the meal plan', async () => {
    storeTokens();
    stubCollection(() => pageOf(sampleRecipes));
    const { user, router } = renderApp('/recipes?mode=create-list&meal=dinner');
    const curry = await screen.findByRole('button', { name: 'Select Thai Green Curry' });
    expect(screen.queryByRole('link', { name: 'Thai Green Curry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Meal Plan' })).toBeDisabled();

    await user.click(curry);
    await user.click(screen.getByRole('button', { name: 'Select Nonna’s Sunday Lasagne' }));
    expect(curry).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select Nonna’s Sunday Lasagne' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select Weeknight Miso Salmon' }));

    await user.click(screen.getByRole('button', { name: 'Add to Meal Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meal-plans'));
    expect(router.state.location.search).toBe('?meal=dinner&recipes=5,6');
  });

  it('shopping-list: the action goes to /shopping with the ids; Cancel goes back', async () => {
    storeTokens();
    stubCollection(() => pageOf(sampleRecipes));
    const first = renderApp('/recipes?mode=shopping-list');
    await first.user.click(await screen.findByRole('button', { name: 'Select Overnight Oats with Berries' }));
    await first.user.click(screen.getByRole('button', { name: 'Select Rosa’s Green Chile Enchiladas' }));
    await first.user.click(screen.getByRole('button', { name: 'Create Shopping List' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/shopping'));
    expect(first.router.state.location.search).toBe('?recipes=3,2');
    first.unmount();

    const second = renderApp('/recipes?mode=shopping-list');
    await second.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/shopping'));
  });
});
