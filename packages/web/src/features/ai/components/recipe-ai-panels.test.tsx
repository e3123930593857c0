import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authorUser, soupRecipe } from '../../recipes/detail/recipe.fixtures';
import { AI_TEXT as T } from './ai-text';
import { aiOff, sampleRecommendations } from './ai.fixtures';
import { renderRecipeWithAi } from './recipe-ai-stub';

const withSaved = { ...soupRecipe, ai_suggestions: sampleRecommendations, ai_suggestions_json: sampleRecommendations };

describe('/recipes/{id} with the AI chef off', () => {
  it('shows one notice instead of a note in every AI panel, and no AI actions', async () => {
    renderRecipeWithAi({ user: authorUser, status: aiOff });
    expect(await screen.findByText(T.aiChefOff)).toBeInTheDocument();
    expect(screen.getByText(T.unavailablePanels)).toBeInTheDocument();
    expect(screen.queryByText(T.unavailable)).not.toBeInTheDocument();
    expect(screen.queryByText(T.nutritionUnavailable)).not.toBeInTheDocument();
    for (const region of ['AI recommendations', 'Ask the AI chef', 'Famous chef variations']) {
      expect(screen.queryByRole('region', { name: region })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox', { name: /Your question/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.updateNutrition })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.addNutrition })).not.toBeInTheDocument();
  });

  it('keeps saved recommendations readable, without a note of their own and without actions', async () => {
    const { callsTo } = renderRecipeWithAi({ user: authorUser, recipe: withSaved, status: aiOff });
    const panel = await screen.findByRole('region', { name: 'AI recommendations' });
    expect(panel).toHaveTextContent('Season at the end: the stock is already salty.');
    expect(panel).not.toHaveTextContent(T.unavailable);
    expect(screen.getAllByText(T.aiChefOff)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Generate/ })).not.toBeInTheDocument();
    expect(callsTo('POST', '/recipes/7/generate-ai-suggestions')).toHaveLength(0);
  });

  it('with the AI chef on shows the panels and no notice', async () => {
    renderRecipeWithAi({ user: authorUser });
    expect(await screen.findByRole('region', { name: 'Ask the AI chef' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'AI recommendations' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Famous chef variations' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(T.aiChefOff)).not.toBeInTheDocument());
  });
});
