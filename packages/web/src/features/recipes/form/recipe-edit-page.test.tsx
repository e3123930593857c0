import { RECIPE_MESSAGES, type Recipe } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleCategories, sampleRecipe } from './recipe-fixtures';
import { CANNOT_EDIT_TEXT } from './recipe-not-found';

function setup(path: string, handlers: Record<string, StubHandler> = {}, user = member) {
  storeTokens();
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: user }),
    'GET /categories/categories': () => ({ body: { items: sampleCategories } }),
    'GET /recipes/42': () => ({ body: sampleRecipe }),
    ...handlers,
  });
  return { ...stub, ...renderApp('/recipes/42', path) };
}

describe('/recipes/{id}/edit', () => {
  it('prefills the form, saves with PUT and returns to the recipe', async () => {
    let stored: Recipe = sampleRecipe;
    const { user, router, callsTo } = setup('/recipes/42/edit', {
      'PUT /recipes/42': ({ body }) => {
        stored = { ...stored, title: (body as { title: string }).title };
        return { body: stored };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Edit Recipe', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Recipe' })).toHaveAttribute('href', '/recipes/42');
    const title = screen.getByRole('textbox', { name: /Recipe title/ });
    expect(title).toHaveValue('Nonna’s Lasagne');
    expect(screen.getByRole('spinbutton', { name: /Servings/ })).toHaveValue(6);
    expect(screen.getByRole('textbox', { name: 'Ingredient 2 name' })).toHaveValue('parmesan');
    expect(screen.getByRole('checkbox', { name: 'Optional, ingredient 2' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Make the ragù.');
    expect(screen.getByRole('combobox', { name: 'Cuisine' })).toHaveTextContent('Italian');
    expect(screen.getByRole('button', { name: 'Remove tag sunday' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Dinner' })).toBeChecked();

    await user.clear(title);
    await user.paste('Lasagne al forno');
    await user.click(screen.getByRole('button', { name: 'Remove ingredient 1' }));
    await user.click(screen.getByRole('button', { name: 'Update Recipe' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/42'));
    const body = callsTo('PUT', '/recipes/42')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Lasagne al forno',
      servings: 6,
      difficulty: 'hard',
      cuisine_type: 'italian',
      meal_type: 'dinner',
      category_ids: [1],
      tags: ['sunday'],
      source_name: 'Nonna',
      notes: 'Rest 20 minutes before cutting.',
      ingredients: [
        {
          ingredient_name: 'parmesan',
          amount: 1.5,
          unit: 'cup',
          preparation: 'grated',
          notes: 'aged',
          is_optional: true,
        },
      ],
      instructions: [
        { instruction: 'Make the ragù.', time_minutes: null, temperature: null, notes: null },
        { instruction: 'Layer and bake.', time_minutes: 60, temperature: '180°C', notes: null },
      ],
    });
    expect(body).not.toHaveProperty('status');
  });

  it('Cancel returns to the recipe without saving', async () => {
    const { user, router, callsTo } = setup('/recipes/42/edit');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/42'));
    expect(callsTo('PUT', '/recipes/42')).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = setup('/recipes/42/edit');
    await user.type(await screen.findByRole('textbox', { name: /Recipe title/ }), '!');
    await user.click(screen.getByRole('link', { name: 'Back to Recipe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/recipes/42/edit');
    expect(screen.getByRole('textbox', { name: /Recipe title/ })).toHaveValue('Nonna’s Lasagne!');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/42'));
  });

  it('publishes and unpublishes, and the badge follows', async () => {
    const { user, callsTo } = setup('/recipes/42/edit', {
      'POST /recipes/42/publish': () => ({ body: { ...sampleRecipe, status: 'published' } }),
      'POST /recipes/42/unpublish': () => ({ body: { ...sampleRecipe, status: 'draft' } }),
    });
    const header = (await screen.findByRole('heading', { name: 'Edit Recipe', level: 1 })).parentElement!
      .parentElement!;
    expect(within(header).getByText('Draft')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await within(header).findByText('Published')).toBeInTheDocument();
    expect(callsTo('POST', '/recipes/42/publish')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await within(header).findByText('Draft')).toBeInTheDocument();
    expect(callsTo('POST', '/recipes/42/unpublish')).toHaveLength(1);
  });

  it('keeps what was typed when publishing', async () => {
    const { user } = setup('/recipes/42/edit', {
      'POST /recipes/42/publish': () => ({ body: { ...sampleRecipe, status: 'published' } }),
    });
    const title = await screen.findByRole('textbox', { name: /Recipe title/ });
    await user.clear(title);
    await user.paste('Half-typed');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByRole('button', { name: 'Unpublish' });
    expect(title).toHaveValue('Half-typed');
  });

  it('shows the spec messages on the prefilled form', async () => {
    const { user, callsTo } = setup('/recipes/42/edit');
    const title = await screen.findByRole('textbox', { name: /Recipe title/ });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Update Recipe' }));
    expect(await screen.findByText(RECIPE_MESSAGES.titleRequired)).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveFocus());
    expect(callsTo('PUT', '/recipes/42')).toHaveLength(0);
  });

  const notFound = async () => {
    expect(await screen.findByRole('heading', { name: RECIPE_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByText(CANNOT_EDIT_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Recipes' })).toHaveAttribute('href', '/recipes');
  };

  it('says Recipe Not Found for a missing recipe', async () => {
    setup('/recipes/42/edit', { 'GET /recipes/42': () => ({ status: 404, body: { detail: 'Recipe Not Found' } }) });
    await notFound();
  });

  it('says Recipe Not Found for an id that is not a number, without asking the server', async () => {
    const { calls } = setup('/recipes/abc/edit');
    await notFound();
    expect(calls.some((c) => c.path.startsWith('/recipes/'))).toBe(false);
  });

  it('says Recipe Not Found to a member who is not the author', async () => {
    setup('/recipes/42/edit', {}, { ...member, id: 99 });
    await notFound();
  });

  it('lets an admin edit without the author-only Publish button', async () => {
    setup('/recipes/42/edit', {}, admin);
    expect(await screen.findByRole('textbox', { name: /Recipe title/ })).toHaveValue('Nonna’s Lasagne');
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('Back to Recipes leaves the not-found page', async () => {
    const { user, router } = setup('/recipes/7/edit', {
      'GET /recipes/7': () => ({ status: 403, body: { detail: 'Only the author can change this recipe' } }),
    });
    await user.click(await screen.findByRole('link', { name: 'Back to Recipes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
  });
});
