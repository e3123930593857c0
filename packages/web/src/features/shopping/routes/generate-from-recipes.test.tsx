import type { Recipe } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeTokens, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleList } from '../shopping.fixtures';
import { stubShopping } from './shopping-test-server';

beforeAll(async () => {
  // Load the page chunks up front: on a busy machine the first lazy load can outlast a query's timeout.
  await Promise.all([import('./shopping-page'), import('./shopping-list-page')]);
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const recipe = (id: number, title: string, servings: number) => ({ id, title, servings }) as Recipe;

function setup(fromRecipes: StubHandler) {
  storeTokens();
  return stubShopping(null, {
    'GET /recipes/1': () => ({ body: recipe(1, 'Pancakes', 2) }),
    'GET /recipes/2': () => ({ body: recipe(2, 'Chili', 6) }),
    'POST /shopping/lists/from-recipes': fromRecipes,
    'GET /shopping/lists/12': () => ({ body: sampleList([], { id: 12, name: 'Shopping for Pancakes and Chili' }) }),
  });
}

describe('/shopping?recipes=… (from /recipes?mode=shopping-list)', () => {
  it('sets servings per recipe (minus stops at 1) and creates the list from them', async () => {
    const stub = setup(() => ({ status: 201, body: sampleList([], { id: 12 }) }));
    const { user, router } = renderApp('/shopping?recipes=1,2');
    const dialog = await screen.findByRole('dialog', { name: 'Shopping List from Recipes' });
    await within(dialog).findByText('Pancakes');
    const fewer = within(dialog).getByRole('button', { name: 'Fewer servings of Pancakes' });
    await user.click(fewer);
    expect(within(dialog).getByRole('group', { name: 'Servings for Pancakes' })).toHaveTextContent('1');
    expect(fewer).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'More servings of Chili' }));
    expect(within(dialog).getByText('Leave empty for “Shopping for Pancakes and Chili”.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Shopping List' }));
    await waitFor(() => expect(router.state.location.search).toBe('?list=12'));
    expect(stub.callsTo('POST', '/shopping/lists/from-recipes')[0]!.body).toEqual({
      name: null,
      recipe_ids: [1, 2],
      merge_similar_items: true,
      servings_override: { '1': 1, '2': 7 },
    });
  });

  it("words a failure as 'Failed to generate shopping list: {detail}'", async () => {
    setup(() => ({ status: 422, body: { detail: 'Recipe 2 has no ingredients' } }));
    const { user } = renderApp('/shopping?recipes=1,2');
    const dialog = await screen.findByRole('dialog', { name: 'Shopping List from Recipes' });
    await within(dialog).findByText('Chili');
    await user.click(within(dialog).getByRole('button', { name: 'Create Shopping List' }));
    expect(
      await within(dialog).findByText('Failed to generate shopping list: Recipe 2 has no ingredients'),
    ).toBeInTheDocument();
  });

  it("with every recipe removed says 'No recipes selected' and refuses with 'Please select at least one recipe'", async () => {
    const stub = setup(() => ({ status: 201, body: sampleList([], { id: 12 }) }));
    const { user } = renderApp('/shopping?recipes=1');
    const dialog = await screen.findByRole('dialog', { name: 'Shopping List from Recipes' });
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Pancakes' }));
    expect(await within(dialog).findByRole('heading', { name: 'No recipes selected' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Shopping List' }));
    expect(await within(dialog).findByText('Please select at least one recipe')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/shopping/lists/from-recipes')).toHaveLength(0);
  });
});
