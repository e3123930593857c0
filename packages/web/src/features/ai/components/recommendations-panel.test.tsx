import { AI_RECOMMENDATION_ERRORS, CHEF_MESSAGES } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authorUser, soupRecipe } from '../../recipes/detail/recipe.fixtures';
import { emptyRecommendations, otherRecommendations, sampleRecommendations } from './ai.fixtures';
import { renderRecipeWithAi } from './recipe-ai-stub';
import type { StubHandler } from '../../../test/fetch-stub';

const panel = async () => within(await screen.findByRole('region', { name: 'AI recommendations' }));
const withSaved = { ...soupRecipe, ai_suggestions: sampleRecommendations, ai_suggestions_json: sampleRecommendations };

describe('/recipes/{id} → AI recommendations', () => {
  it('shows the saved ones in their sections to a member, without Save or Clear', async () => {
    renderRecipeWithAi({ recipe: withSaved });
    const p = await panel();
    const saved = within(p.getByRole('group', { name: 'Saved' }));
    expect(saved.getByRole('heading', { name: 'Cooking tips' })).toBeInTheDocument();
    expect(saved.getByText('Season at the end: the stock is already salty.')).toBeInTheDocument();
    expect(saved.getByText('coconut milk')).toBeInTheDocument();
    expect(saved.getByText('Keeps it dairy-free.')).toBeInTheDocument();
    expect(saved.getByText('Rich in vitamin C and lycopene.')).toBeInTheDocument();
    expect(saved.getByText('Keeps 4 days in the fridge; freezes for 3 months.')).toBeInTheDocument();
    expect(p.queryByRole('button', { name: 'Clear recommendations' })).not.toBeInTheDocument();
  });

  it('generates new ones marked as new; a member may only discard them', async () => {
    const { user, callsTo } = renderRecipeWithAi({
      extra: { 'POST /recipes/7/generate-ai-suggestions': () => ({ body: { ai_suggestions: otherRecommendations } }) },
    });
    const p = await panel();
    expect(p.getByText('No saved recommendations yet.')).toBeInTheDocument();
    await user.click(await p.findByRole('button', { name: 'Generate recommendations' }));
    const fresh = within(await p.findByRole('group', { name: 'New, not saved yet' }));
    expect(fresh.getByText('Blend in batches so the lid stays on.')).toBeInTheDocument();
    expect(fresh.queryByRole('button', { name: 'Save recommendations' })).not.toBeInTheDocument();
    await user.click(fresh.getByRole('button', { name: 'Discard' }));
    expect(p.queryByRole('group', { name: 'New, not saved yet' })).not.toBeInTheDocument();
    expect(callsTo('POST', '/recipes/7/generate-ai-suggestions')).toHaveLength(1);
  });

  it('lets the author save new ones: the page reloads and the tools join Required tools', async () => {
    const { user, callsTo, state } = renderRecipeWithAi({
      user: authorUser,
      extra: {
        'POST /recipes/7/generate-ai-suggestions': () => ({ body: { ai_suggestions: sampleRecommendations } }),
        'PATCH /recipes/7/ai-suggestions': ({ body }) => {
          const saved = (body as { ai_suggestions_json: typeof sampleRecommendations }).ai_suggestions_json;
          state.recipe = { ...state.recipe, ai_suggestions: saved, required_tools: saved.required_tools };
          return { body: { ai_suggestions: saved } };
        },
      },
    });
    const p = await panel();
    expect(screen.queryByText('Ladle')).not.toBeInTheDocument();
    await user.click(await p.findByRole('button', { name: 'Generate recommendations' }));
    const fresh = within(await p.findByRole('group', { name: 'New, not saved yet' }));
    expect(fresh.getByText('1 required tool: shown in Required tools once saved.')).toBeInTheDocument();
    await user.click(fresh.getByRole('button', { name: 'Save recommendations' }));
    expect(await screen.findByText('Recommendations saved')).toBeInTheDocument();
    expect(callsTo('PATCH', '/recipes/7/ai-suggestions')[0]?.body).toEqual({
      ai_suggestions_json: sampleRecommendations,
    });
    expect(await p.findByRole('group', { name: 'Saved' })).toBeInTheDocument();
    expect(p.queryByRole('group', { name: 'New, not saved yet' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Required tools' })).getByText('Ladle')).toBeInTheDocument();
  });

  it('says when saving or clearing fails, and clears for the author', async () => {
    let clearFails = true;
    const { user, callsTo, state } = renderRecipeWithAi({
      user: authorUser,
      recipe: withSaved,
      extra: {
        'POST /recipes/7/generate-ai-suggestions': () => ({ body: { ai_suggestions: otherRecommendations } }),
        'PATCH /recipes/7/ai-suggestions': () => ({ status: 503, body: { detail: 'Database unavailable' } }),
        'DELETE /recipes/7/ai-suggestions': () => {
          if (clearFails) return { status: 403, body: { detail: 'Not allowed' } };
          state.recipe = { ...state.recipe, ai_suggestions: null };
          return { status: 204 };
        },
      },
    });
    const p = await panel();
    await user.click(await p.findByRole('button', { name: 'Generate new ones' }));
    await user.click(await p.findByRole('button', { name: 'Save recommendations' }));
    expect(await p.findByRole('alert')).toHaveTextContent(CHEF_MESSAGES.saveRecommendationsFailed);
    await user.click(p.getByRole('button', { name: 'Clear recommendations' }));
    expect(await p.findByText(CHEF_MESSAGES.clearRecommendationsFailed)).toBeInTheDocument();
    clearFails = false;
    await user.click(p.getByRole('button', { name: 'Clear recommendations' }));
    expect(await screen.findByText('Recommendations cleared')).toBeInTheDocument();
    await waitFor(() => expect(p.queryByRole('group', { name: 'Saved' })).not.toBeInTheDocument());
    expect(callsTo('DELETE', '/recipes/7/ai-suggestions')).toHaveLength(2);
  });

  it.each([
    ['nothing generated', () => ({ body: { ai_suggestions: emptyRecommendations } }), CHEF_MESSAGES.noRecommendations],
    [
      'the server found nothing (502)',
      () => ({ status: 502, body: { detail: CHEF_MESSAGES.noRecommendations } }),
      CHEF_MESSAGES.noRecommendations,
    ],
    ['404', () => ({ status: 404, body: { detail: 'Recipe Not Found' } }), AI_RECOMMENDATION_ERRORS.notFound],
    ['429', () => ({ status: 429, body: { detail: 'Too many AI requests' } }), AI_RECOMMENDATION_ERRORS.tooFast],
    [
      '503',
      () => ({ status: 503, body: { detail: 'The AI provider is not available' } }),
      AI_RECOMMENDATION_ERRORS.unavailable,
    ],
    [
      'an API-key problem',
      () => ({ status: 400, body: { detail: 'The AI provider rejected the API key' } }),
      AI_RECOMMENDATION_ERRORS.apiKey,
    ],
    ['anything else', () => ({ status: 500, body: { detail: 'Internal error' } }), AI_RECOMMENDATION_ERRORS.generic],
  ] as const)('shows the message for %s', async (_name, answer, message) => {
    const { user } = renderRecipeWithAi({
      extra: { 'POST /recipes/7/generate-ai-suggestions': answer as StubHandler },
    });
    const p = await panel();
    await user.click(await p.findByRole('button', { name: 'Generate recommendations' }));
    expect(await p.findByRole('alert')).toHaveTextContent(message);
    expect(p.queryByRole('group', { name: 'New, not saved yet' })).not.toBeInTheDocument();
  });
});
