import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { pageOf, sampleRecipes } from './collection.fixtures';
import { prepareRecipesPage, search, stubCollection } from './collection-stub';

beforeAll(prepareRecipesPage, 60_000);

describe('/recipes tabs, filters and search', () => {
  it('sends the chosen tab and keeps it in the address', async () => {
    storeTokens();
    const { listCalls } = stubCollection(() => pageOf(sampleRecipes.slice(0, 2)));
    const { user, router } = renderApp('/recipes');
    // The file's first render also loads the shell's chunk: on a loaded machine that outlasts the default wait.
    await screen.findByRole('link', { name: 'Nonna’s Sunday Lasagne' }, { timeout: 15_000 });
    await user.click(screen.getByRole('tab', { name: 'My Recipes' }));
    await waitFor(() => expect(search(router)).toEqual({ tab: 'mine' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ tab: 'mine', offset: '0' }));
    await user.click(screen.getByRole('tab', { name: 'Favorites' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ tab: 'favorites' }));
    expect(screen.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true');
  });

  it('restores filters from the address and ignores invalid values', async () => {
    storeTokens();
    const { listCalls } = stubCollection(() => pageOf([sampleRecipes[0]!], { limit: 20 }));
    renderApp(
      '/recipes?tab=favorites&search=lasagne&categories=3&difficulty=extreme&cuisine=italian&meal=dinner&sort=title&order=asc&page=x',
    );
    await screen.findByRole('link', { name: 'Nonna’s Sunday Lasagne' });
    expect(listCalls()[0]).toEqual({
      tab: 'favorites',
      search: 'lasagne',
      category_id: '3',
      cuisine_type: 'italian',
      meal_type: 'dinner',
      sort_by: 'title',
      sort_order: 'asc',
      limit: '20',
      offset: '0',
    });
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('lasagne');
    expect(screen.getByRole('button', { name: 'Remove filter Pasta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Italian' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 1 for “lasagne”')).toBeInTheDocument();
  });

  it('writes search and filter choices to the address (Enter searches at once)', async () => {
    storeTokens();
    const { listCalls } = stubCollection(() => pageOf(sampleRecipes));
    const { user, router } = renderApp('/recipes');
    const box = await screen.findByRole('searchbox', { name: 'Search recipes' });
    await user.type(box, 'curry{Enter}');
    await waitFor(() => expect(search(router)).toEqual({ search: 'curry' }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ tab: 'all', search: 'curry', limit: '20', offset: '0' }));

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('region', { name: 'Filters and sorting' });
    await user.click(within(panel).getByRole('combobox', { name: 'Difficulty' }));
    await user.click(await screen.findByRole('option', { name: 'Easy' }));
    await waitFor(() => expect(search(router)).toEqual({ search: 'curry', difficulty: 'easy' }));
    await user.click(within(panel).getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Rating' }));
    await waitFor(() => expect(search(router)).toMatchObject({ sort: 'rating', order: 'desc' }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({ difficulty: 'easy', sort_by: 'rating', sort_order: 'desc' }),
    );

    await user.click(screen.getByRole('button', { name: 'Remove filter Easy' }));
    await waitFor(() => expect(search(router)).toEqual({ search: 'curry', sort: 'rating', order: 'desc' }));
    await user.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('');
  });

  it('searches after a pause in typing', async () => {
    storeTokens();
    const { listCalls } = stubCollection(() => pageOf(sampleRecipes));
    const { user, router } = renderApp('/recipes');
    await user.type(await screen.findByRole('searchbox', { name: 'Search recipes' }), 'oats');
    await waitFor(() => expect(search(router)).toEqual({ search: 'oats' }));
    // One request for the finished word, none for "o", "oa" and "oat".
    await waitFor(() =>
      expect(listCalls().filter((q) => q.search)).toEqual([{ tab: 'all', search: 'oats', limit: '20', offset: '0' }]),
    );
  });

  it.each([
    ['favorites', 'No favorites yet', 'Browse All Recipes'],
    ['published', 'No published recipes yet', 'Go to My Recipes'],
    ['mine', 'No recipes yet', 'New Recipe'],
  ])('explains an empty %s tab', async (tab, title, action) => {
    storeTokens();
    stubCollection(() => pageOf([]));
    renderApp(`/recipes?tab=${tab}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole(action === 'New Recipe' ? 'link' : 'button', { name: action })).toBeInTheDocument();
  });

  it('says when nothing matches, and Clear filters shows everything again', async () => {
    storeTokens();
    stubCollection((q) => pageOf(q.search ? [] : sampleRecipes));
    const { user, router } = renderApp('/recipes?search=zzz&difficulty=hard');
    expect(await screen.findByRole('heading', { name: 'No recipes match “zzz”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('link', { name: 'Thai Green Curry' });
    expect(router.state.location.search).toBe('');
  });
});
