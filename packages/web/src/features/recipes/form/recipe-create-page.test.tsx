import { RECIPE_MESSAGES } from '@potluck/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleCategories, sampleRecipe } from './recipe-fixtures';

/** Clear and paste: much faster than typing key by key, with the same change events. */
async function fill(user: ReturnType<typeof renderApp>['user'], element: HTMLElement, text: string) {
  await user.clear(element);
  await user.paste(text);
}

function setup(create: StubHandler) {
  storeTokens();
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: member }),
    'GET /categories/categories': () => ({ body: { items: sampleCategories } }),
    'POST /recipes': create,
    'GET /recipes/77': () => ({ body: { ...sampleRecipe, id: 77 } }),
  });
  return { ...stub, ...renderApp('/recipes', '/recipes/create') };
}

describe('/recipes/create', () => {
  it('shows the Manual Entry tab and the form sections', async () => {
    setup(() => ({ status: 201, body: sampleRecipe }));
    expect(await screen.findByRole('heading', { name: 'Create Recipe', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Manual Entry' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Manual Entry', 'AI-Assisted', 'Import']);
    for (const name of ['Recipe Photos', 'Basic Information', 'Ingredients', 'Instructions']) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Servings/)).toHaveValue(4);
    expect(await screen.findByRole('checkbox', { name: 'Dessert' })).toBeInTheDocument();
  });

  it('checks with the spec messages before sending and focuses the first invalid field', async () => {
    const { user, callsTo } = setup(() => ({ status: 201, body: { ...sampleRecipe, id: 77 } }));
    const title = await screen.findByRole('textbox', { name: /Recipe title/ });

    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));
    expect(await screen.findByText(RECIPE_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(RECIPE_MESSAGES.atLeastOneIngredient)).toBeInTheDocument();
    expect(screen.getByText(RECIPE_MESSAGES.atLeastOneInstruction)).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveFocus());
    expect(callsTo('POST', '/recipes')).toHaveLength(0);

    await fill(user, title, 'Pancakes');
    expect(screen.queryByText(RECIPE_MESSAGES.titleRequired)).not.toBeInTheDocument();
    await fill(user, screen.getByRole('spinbutton', { name: /Servings/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));
    expect(await screen.findByText(RECIPE_MESSAGES.servingsMin)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: /Servings/ })).toHaveFocus());
    expect(callsTo('POST', '/recipes')).toHaveLength(0);
  });

  it('posts the recipe without blank rows and opens it', async () => {
    const { user, router, callsTo } = setup(() => ({ status: 201, body: { ...sampleRecipe, id: 77 } }));
    await fill(user, await screen.findByRole('textbox', { name: /Recipe title/ }), 'Pancakes');
    await fill(user, screen.getByRole('textbox', { name: 'Ingredient 1 name' }), 'flour');
    await user.type(screen.getByRole('spinbutton', { name: 'Amount, ingredient 1' }), '2');
    await user.type(screen.getByRole('combobox', { name: 'Unit, ingredient 1' }), 'cup');
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    // The new row gets the cursor; left empty, it is dropped.
    expect(screen.getByRole('textbox', { name: 'Ingredient 2 name' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    await fill(user, screen.getByRole('textbox', { name: 'Ingredient 3 name' }), 'eggs');
    await user.click(screen.getByRole('checkbox', { name: 'Optional, ingredient 3' }));
    await fill(user, screen.getByRole('textbox', { name: 'Step 1' }), 'Whisk everything.');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await fill(user, screen.getByRole('textbox', { name: 'Step 2' }), 'Fry.');
    await user.click(screen.getByRole('button', { name: 'Move instruction 2 up' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dessert' }));
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    await user.type(tags, 'Breakfast{Enter}quick,');
    expect(screen.getByRole('button', { name: 'Remove tag breakfast' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/77'));
    expect(callsTo('POST', '/recipes')[0]?.body).toEqual({
      title: 'Pancakes',
      description: null,
      prep_time_minutes: null,
      cook_time_minutes: null,
      servings: 4,
      difficulty: 'medium',
      cuisine_type: null,
      meal_type: null,
      visibility: 'public',
      category_ids: [2],
      tags: ['breakfast', 'quick'],
      source_name: null,
      source_url: null,
      notes: null,
      ingredients: [
        { ingredient_name: 'flour', amount: 2, unit: 'cup', preparation: null, notes: null, is_optional: false },
        { ingredient_name: 'eggs', amount: null, unit: null, preparation: null, notes: null, is_optional: true },
      ],
      instructions: [
        { instruction: 'Fry.', time_minutes: null, temperature: null, notes: null },
        { instruction: 'Whisk everything.', time_minutes: null, temperature: null, notes: null },
      ],
    });
  });

  async function fillMinimal(user: ReturnType<typeof renderApp>['user']) {
    await fill(user, await screen.findByRole('textbox', { name: /Recipe title/ }), 'Toast');
    await fill(user, screen.getByRole('textbox', { name: 'Ingredient 1 name' }), 'bread');
    await fill(user, screen.getByRole('textbox', { name: 'Step 1' }), 'Toast it.');
    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));
  }

  it('shows a server 422 beside its field', async () => {
    const { user, router } = setup(() => ({
      status: 422,
      body: {
        detail: [{ loc: ['body', 'instructions', 0, 'instruction'], msg: 'Instruction is too vague', type: 'custom' }],
      },
    }));
    await fillMinimal(user);
    expect(await screen.findByText('Instruction is too vague')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/recipes/create');
    expect(screen.getByRole('button', { name: 'Create Recipe' })).toBeEnabled();
  });

  it('shows a string detail from the server', async () => {
    const { user } = setup(() => ({ status: 403, body: { detail: 'Your account is deactivated' } }));
    await fillMinimal(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is deactivated');
  });

  it('falls back to the generic failure message when the server gives no detail', async () => {
    const { user } = setup(() => new Response('Bad Gateway', { status: 502 }));
    await fillMinimal(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(RECIPE_MESSAGES.createFailed);
  });

  it('falls back to the generic failure message when the server cannot be reached', async () => {
    const { user } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await fillMinimal(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(RECIPE_MESSAGES.createFailed);
  });

  it('Cancel goes back to the collection', async () => {
    const { user, router } = setup(() => ({ status: 201, body: sampleRecipe }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
  });
});
