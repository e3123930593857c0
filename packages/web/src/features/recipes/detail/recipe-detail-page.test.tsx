import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { aiOn } from '../../ai/components/ai.fixtures';
import { authorUser, draftRecipe, soupRecipe, soupVersion2, soupVersions } from './recipe.fixtures';
import { counts, prepareRecipePage, stubRecipePage as setup } from './recipe-page-stub';

beforeAll(prepareRecipePage, 60_000);

describe('/recipes/{id}', () => {
  it('shows a skeleton, then the recipe with its facts, counts and checklists', async () => {
    setup();
    renderApp('/recipes/7');
    // Found at all is the check: the skeleton may be gone again by the next line (the stub answers at once).
    await screen.findByRole('status', { name: 'Loading recipe' });
    expect(await screen.findByRole('heading', { level: 1, name: soupRecipe.title })).toBeInTheDocument();
    expect(screen.getByText('by Nonna Lucia')).toBeInTheDocument();
    expect(screen.getByText('March 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('1h 15m')).toBeInTheDocument();
    expect(screen.getByText('15m')).toBeInTheDocument();
    expect(counts().getByText('1.2k')).toBeInTheDocument();
    expect(counts().getByText('15.8k')).toBeInTheDocument();
    expect(counts().getByText('312')).toBeInTheDocument();
    expect(counts().getByText('27')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Nonna’s kitchen notebook/ })).toHaveAttribute(
      'href',
      'https://example.com/nonna-soup',
    );
    expect(screen.getByText('Immersion blender')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/print/7');
    expect(document.title).toBe(`${soupRecipe.title} · Potluck`);
  });

  it("says 'Recipe Not Found' with Browse Recipes for a missing recipe and for an invalid id", async () => {
    setup({ extra: { 'GET /recipes/7': () => ({ status: 404, body: { detail: 'Recipe Not Found' } }) } });
    const { unmount } = renderApp('/recipes/7');
    expect(await screen.findByRole('heading', { name: 'Recipe Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute('href', '/recipes');
    unmount();
    const { callsTo } = setup();
    renderApp('/recipes/abc');
    expect(await screen.findByRole('heading', { name: 'Recipe Not Found' })).toBeInTheDocument();
    expect(callsTo('GET', '/recipes/abc')).toHaveLength(0);
  });

  it('scales the displayed amounts and strikes through checked ingredients', async () => {
    setup();
    const { user } = renderApp('/recipes/7');
    const list = within(await screen.findByRole('list', { name: 'Ingredients' }));
    expect(list.getByText('1/4 cup')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '2× (double quantity)' }));
    expect(list.getByText('1/2 cup')).toBeInTheDocument();
    expect(list.getByText('3 kg')).toBeInTheDocument();
    await user.click(list.getByText('olive oil'));
    expect(list.getByText('olive oil').closest('label')).toHaveAttribute('data-done', 'true');
  });

  it('shows no author actions to another member', async () => {
    setup();
    renderApp('/recipes/7');
    await screen.findByRole('heading', { level: 1, name: soupRecipe.title });
    expect(screen.queryByRole('group', { name: 'Author actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('lets the author publish a draft and an admin see the actions too', async () => {
    const { callsTo } = setup({
      user: authorUser,
      recipe: draftRecipe,
      extra: { 'POST /recipes/7/publish': () => ({ body: { ...draftRecipe, status: 'published' } }) },
    });
    const { user, unmount } = renderApp('/recipes/7');
    const actions = within(await screen.findByRole('group', { name: 'Author actions' }));
    expect(actions.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/recipes/7/edit');
    await user.click(actions.getByRole('button', { name: 'Publish' }));
    expect(await actions.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(callsTo('POST', '/recipes/7/publish')).toHaveLength(1);
    expect(await screen.findByText('Recipe published')).toBeInTheDocument();
    unmount();
    setup({ user: admin });
    renderApp('/recipes/7');
    expect(await screen.findByRole('group', { name: 'Author actions' })).toBeInTheDocument();
  });

  it('deletes after confirmation and goes to /recipes with a toast', async () => {
    const { callsTo } = setup({ user: authorUser, extra: { 'DELETE /recipes/7': () => ({ status: 204 }) } });
    const { user, router } = renderApp('/recipes/7');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete recipe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', '/recipes/7')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(callsTo('DELETE', '/recipes/7')).toHaveLength(1);
    expect(await screen.findByText('Recipe deleted')).toBeInTheDocument();
  });

  it('picks an older version: shows its snapshot read-only with a banner, and goes back to current', async () => {
    const { callsTo } = setup({
      user: authorUser,
      extra: { 'GET /ai-chef/recipe/7/version/2': () => ({ body: { ...soupVersions[1], recipe_data: soupVersion2 } }) },
    });
    const { user, router } = renderApp('/recipes/7');
    await user.click(await screen.findByRole('combobox', { name: 'Version' }));
    await user.click(await screen.findByRole('option', { name: /Version 2/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nonna’s Tomato Soup' })).toBeInTheDocument();
    expect(screen.getByText('You are looking at version 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?version=2');
    expect(callsTo('GET', '/ai-chef/recipe/7/version/2')).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Author actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to current version' }));
    expect(await screen.findByRole('heading', { level: 1, name: soupRecipe.title })).toBeInTheDocument();
    expect(screen.queryByText('You are looking at version 2')).not.toBeInTheDocument();
  });

  it("gives signed-in members famous-chef variations of this dish after the chef's box, looked up only when asked", async () => {
    const { callsTo } = setup({
      extra: {
        'GET /ai/status': () => ({ body: aiOn }),
        'POST /ai/famous-chefs-for-dish': () => ({ body: { success: true, famous_chefs: ['Marcella Hazan'] } }),
      },
    });
    const { user } = renderApp('/recipes/7');
    const panel = await screen.findByRole('region', { name: 'Famous chef variations' });
    expect(screen.getByRole('region', { name: 'Ask the AI chef' }).compareDocumentPosition(panel)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const variations = within(panel);
    expect(await variations.findByRole('textbox', { name: /Dish/ })).toHaveValue(soupRecipe.title);
    // The name was not typed: opening a recipe costs no AI call.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(callsTo('POST', '/ai/famous-chefs-for-dish')).toHaveLength(0);
    await user.click(variations.getByRole('button', { name: 'Find famous chefs' }));
    expect(await variations.findByRole('button', { name: 'Marcella Hazan’s version' })).toBeInTheDocument();
    expect(callsTo('POST', '/ai/famous-chefs-for-dish')[0]?.body).toEqual({ dish_name: soupRecipe.title });
  });
});
