import { AI_FEATURES, recipeInputSchema, type AiStatus } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import {
  botturaCarbonara,
  carbonaraChefs,
  discoverRecipes,
  ginoCarbonara,
  pastaAnswer,
} from '../components/ai-home.fixtures';
import { GREETINGS } from '../components/greetings';

const status = (ai_available: boolean): AiStatus => ({
  ai_available,
  provider: ai_available ? 'openai-compatible' : 'none',
  features: Object.fromEntries(
    AI_FEATURES.map((f) => [f, ai_available || f === 'recipe_parsing']),
  ) as AiStatus['features'],
  message: ai_available ? 'AI features are available' : 'No AI provider key is configured',
});

function setup(opts: { ai?: boolean; extra?: Record<string, StubHandler> } = {}) {
  storeTokens();
  return stubFetch({
    'GET /auth/me': () => ({ body: member }),
    'GET /ai/status': () => ({ body: status(opts.ai ?? true) }),
    'GET /recipes/discover?limit=3': () => ({ body: { items: discoverRecipes } }),
    'POST /ai/cooking-assistant': () => ({ body: pastaAnswer }),
    'POST /ai/famous-chefs-for-dish': () => ({ body: { success: true, famous_chefs: carbonaraChefs } }),
    'POST /ai/single-chef-recipe': () => ({ body: { success: true, chef_variation: botturaCarbonara } }),
    'POST /ai/multi-chef-recipes': () => ({ body: { success: true, variations: [botturaCarbonara, ginoCarbonara] } }),
    'POST /recipes': ({ body }) => ({ status: 201, body: { id: 42, ...(body as object) } }),
    ...opts.extra,
  });
}

const discover = () => within(screen.getByRole('list', { name: 'Discover Recipes' }));

describe('/ (AI chef home)', () => {
  it('greets with one of the greetings, shows 3 recipes to discover and answers a question', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { callsTo } = setup();
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Rosa' })).toBeInTheDocument();
    expect(screen.getByText(GREETINGS[Math.floor(GREETINGS.length / 2)]!)).toBeInTheDocument();
    vi.mocked(Math.random).mockRestore();
    await waitFor(() => expect(document.title).toBe('Home · Potluck'));
    await waitFor(() => expect(discover().getAllByRole('article')).toHaveLength(3));
    expect(discover().getByRole('link', { name: /Lemon Drizzle Cake/ })).toHaveAttribute('href', '/recipes/13');

    await user.type(
      await screen.findByRole('textbox', { name: /Your cooking question/ }),
      'How do I keep pasta from sticking?{Enter}',
    );
    expect(await screen.findByText(/Use plenty of water/)).toBeInTheDocument();
    expect(callsTo('POST', '/ai/cooking-assistant')[0]?.body).toEqual({
      question: 'How do I keep pasta from sticking?',
    });
    const matches = within(screen.getByRole('list', { name: 'From your family cookbook' }));
    expect(matches.getByRole('link', { name: /Nonna’s Sunday Lasagne/ })).toHaveAttribute('href', '/recipes/11');
  });

  it('says the AI is unavailable in the question box and the chefs section; Discover still works', async () => {
    const { calls } = setup({ ai: false });
    renderApp('/');
    expect(await screen.findByText(/The AI chef is not available right now/)).toBeInTheDocument();
    expect(screen.getByText(/Famous chef variations need the AI chef/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(discover().getAllByRole('article')).toHaveLength(3));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows why Discover failed and picks again on Try Again', async () => {
    let fail = true;
    const { callsTo } = setup({
      extra: {
        'GET /recipes/discover?limit=3': () =>
          fail ? { status: 503, body: { detail: 'Database unavailable' } } : { body: { items: discoverRecipes } },
      },
    });
    const { user } = renderApp('/');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(discover().getAllByRole('article')).toHaveLength(3));
    expect(callsTo('GET', '/recipes/discover?limit=3')).toHaveLength(2);
  });

  it('looks up famous chefs after typing stops, fetches a variation and saves it as a private AI recipe', async () => {
    const { callsTo } = setup();
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: /Dish/ }), 'carbonara');
    expect(callsTo('POST', '/ai/famous-chefs-for-dish')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Massimo Bottura’s version' }));
    expect(callsTo('POST', '/ai/famous-chefs-for-dish').map((c) => c.body)).toEqual([{ dish_name: 'carbonara' }]);
    expect(callsTo('POST', '/ai/single-chef-recipe')[0]?.body).toEqual({
      recipe_query: 'carbonara',
      chef_name: 'Massimo Bottura',
    });

    await user.click(await screen.findByRole('button', { name: 'Save recipe: Carbonara alla Bottura' }));
    expect(
      await screen.findByText(/Recipe saved successfully! Check your recipes to find Carbonara alla Bottura\./),
    ).toBeInTheDocument();
    const sent = callsTo('POST', '/recipes')[0]?.body;
    // Exactly what the server's schema accepts, ai_generated included.
    const parsed = recipeInputSchema.parse(sent);
    expect(parsed).toMatchObject({
      visibility: 'private',
      difficulty: 'medium',
      servings: 4,
      prep_time_minutes: 30,
      cook_time_minutes: 45,
      notes: 'Generated by AI Cooking Assistant',
      source_name: 'Massimo Bottura',
      ai_generated: true,
    });
    expect(parsed.ingredients.map((i) => [i.amount, i.unit, i.ingredient_name])).toEqual([
      [200, 'g', 'spaghetti'],
      [100, 'g', 'guanciale, diced'],
      [3, null, 'eggs'],
      [1.5, 'cup', 'grated Parmigiano Reggiano'],
      [null, 'pinch', 'black pepper'],
    ]);
    expect(parsed.instructions.map((s) => s.instruction)[0]).toBe('Boil the spaghetti in well-salted water.');
  });

  it('fetches all chefs’ versions and shows the server detail when saving fails', async () => {
    const { callsTo } = setup({
      extra: { 'POST /recipes': () => ({ status: 429, body: { detail: 'Too many requests. Please slow down.' } }) },
    });
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: /Dish/ }), 'carbonara{Enter}');
    await user.click(await screen.findByRole('button', { name: 'All chefs’ versions' }));
    expect(callsTo('POST', '/ai/multi-chef-recipes')[0]?.body).toEqual({ recipe_query: 'carbonara' });
    await user.click(await screen.findByRole('button', { name: 'Save recipe: Gino’s Quick Carbonara' }));
    expect(await screen.findByText('Failed to save recipe: Too many requests. Please slow down.')).toBeInTheDocument();
  });

  it("says 'No famous chefs found for {dish}. Try a different dish!' when the AI knows none", async () => {
    setup({ extra: { 'POST /ai/famous-chefs-for-dish': () => ({ body: { success: false, famous_chefs: [] } }) } });
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: /Dish/ }), 'cardboard');
    expect(await screen.findByText('No famous chefs found for cardboard. Try a different dish!')).toBeInTheDocument();
  });
});
