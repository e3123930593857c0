import { CHEF_MESSAGES, type Recipe, type RecipeUpdateInput, type User } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, type StubHandler } from '../../../test/fetch-stub';
import { authorUser, soupRecipe } from '../../recipes/detail/recipe.fixtures';
import { AI_TEXT as T } from './ai-text';
import { estimatedNutrition, labelNutrition, pastedLabel } from './ai.fixtures';
import { renderRecipeWithAi } from './recipe-ai-stub';

beforeAll(() => {
  // Radix Select (the version picker) measures and captures the pointer; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const noNutrition: Recipe = { ...soupRecipe, nutrition_json: null };
const soupLines = [
  '1.5 kg ripe tomatoes, halved',
  '1/4 cup olive oil',
  '6 cloves garlic, unpeeled',
  '1 l vegetable stock',
  '1 bunch fresh basil, torn',
  '1/2 cup cream (optional)',
];

/** The page's own Nutrition panel, not the estimate in the dialog (an open dialog hides the page from roles). */
async function pagePanel() {
  const panels = await screen.findAllByRole('region', { name: 'Nutrition', hidden: true });
  return within(panels.find((panel) => !panel.closest('[role="dialog"]'))!);
}

async function openDialog(user: ReturnType<typeof renderRecipeWithAi>['user'], action: string) {
  await user.click(await screen.findByRole('button', { name: action }));
  return within(await screen.findByRole('dialog', { name: action }));
}

function setup(opts: { user?: User; recipe?: Recipe; extra?: Record<string, StubHandler> } = {}) {
  return renderRecipeWithAi({ user: opts.user ?? authorUser, recipe: opts.recipe, extra: opts.extra });
}

describe('/recipes/{id} → nutrition facts', () => {
  it('offers no nutrition action to another member, and one to an admin', async () => {
    const { unmount } = setup({ user: { ...authorUser, id: 5 } });
    await screen.findByRole('region', { name: 'Ask the AI chef' });
    expect((await pagePanel()).getByText('210 kcal')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.updateNutrition })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.addNutrition })).not.toBeInTheDocument();
    unmount();
    setup({ user: { ...admin, id: 99 } });
    expect(await screen.findByRole('button', { name: T.updateNutrition })).toBeInTheDocument();
  });

  it('reads a pasted label onto the recipe: the panel shows it and the dialog closes', async () => {
    const { user, callsTo, state } = setup({
      extra: {
        'POST /recipes/parse-nutrition': () => {
          state.recipe = { ...state.recipe, nutrition_json: labelNutrition };
          return { body: { success: true, message: CHEF_MESSAGES.nutritionParsed, nutrition_json: labelNutrition } };
        },
      },
    });
    const dialog = await openDialog(user, T.updateNutrition);
    await user.click(dialog.getByRole('button', { name: T.readLabel }));
    expect(await dialog.findByText('Please paste the nutrition information')).toBeInTheDocument();
    expect(callsTo('POST', '/recipes/parse-nutrition')).toHaveLength(0);
    await user.type(
      dialog.getByRole('textbox', { name: new RegExp(T.labelText) }),
      pastedLabel.replaceAll('\n', '{Shift>}{Enter}{/Shift}'),
    );
    await user.click(dialog.getByRole('button', { name: T.readLabel }));
    expect(await screen.findByText(CHEF_MESSAGES.nutritionParsed)).toBeInTheDocument();
    expect(callsTo('POST', '/recipes/parse-nutrition')[0]?.body).toEqual({ recipe_id: 7, text: pastedLabel });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await pagePanel()).getByText('265 kcal')).toBeInTheDocument();
  });

  it("says 'No nutrition information found' and keeps the text; a failure says so too", async () => {
    let fail = false;
    const { user, callsTo } = setup({
      extra: {
        'POST /recipes/parse-nutrition': () =>
          fail
            ? { status: 503, body: { detail: 'The AI provider is not available' } }
            : { body: { success: false, message: CHEF_MESSAGES.noNutrition, nutrition_json: null } },
      },
    });
    const dialog = await openDialog(user, T.updateNutrition);
    const box = dialog.getByRole('textbox', { name: new RegExp(T.labelText) });
    await user.type(box, 'Serve with crusty bread');
    await user.click(dialog.getByRole('button', { name: T.readLabel }));
    expect(await screen.findByText(CHEF_MESSAGES.noNutrition)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(box).toHaveValue('Serve with crusty bread');
    fail = true;
    await user.click(dialog.getByRole('button', { name: T.readLabel }));
    expect(await screen.findByText(CHEF_MESSAGES.nutritionFailed)).toBeInTheDocument();
    expect(callsTo('POST', '/recipes/parse-nutrition')).toHaveLength(2);
    expect((await pagePanel()).getByText('210 kcal')).toBeInTheDocument();
  });

  it('estimates from the ingredient lines, shows the estimate, and saves it as an update of the whole recipe', async () => {
    const { user, callsTo, state } = setup({
      recipe: noNutrition,
      extra: {
        'POST /ai/analyze-nutrition': () => ({ body: { success: true, nutrition_data: estimatedNutrition } }),
        'PUT /recipes/7': ({ body }) => {
          state.recipe = {
            ...state.recipe,
            version: 4,
            nutrition_json: (body as RecipeUpdateInput).nutrition_json ?? null,
          };
          return { body: state.recipe };
        },
      },
    });
    expect(
      await (await pagePanel()).findByText('Nutritional information not available for this recipe.'),
    ).toBeInTheDocument();
    const dialog = await openDialog(user, T.addNutrition);
    await user.click(dialog.getByRole('tab', { name: T.estimateTab }));
    const lines = within(await dialog.findByRole('list', { name: T.estimateTab }));
    expect(lines.getAllByRole('listitem').map((li) => li.textContent)).toEqual(soupLines);
    expect(callsTo('POST', '/ai/analyze-nutrition')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: T.estimate }));
    const estimate = within(await dialog.findByRole('group', { name: T.estimateNotSaved }));
    expect(callsTo('POST', '/ai/analyze-nutrition')[0]?.body).toEqual({ text: soupLines.join('\n'), servings: 4 });
    expect(estimate.getByText('318 kcal')).toBeInTheDocument();
    expect(estimate.getByText('5.3 g')).toBeInTheDocument();
    expect(estimate.getByText('710 mg')).toBeInTheDocument();
    expect(callsTo('PUT', '/recipes/7')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: T.saveNutrition }));
    expect(await screen.findByText(CHEF_MESSAGES.nutritionParsed)).toBeInTheDocument();
    const sent = callsTo('PUT', '/recipes/7')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      title: soupRecipe.title,
      servings: 4,
      difficulty: 'easy',
      visibility: 'public',
      category_ids: [1, 2],
      tags: ['summer', 'family classic'],
      source_url: soupRecipe.source_url,
      notes: soupRecipe.notes,
      nutrition_json: estimatedNutrition,
      change_summary: 'Updated nutrition',
    });
    expect(sent.ingredients).toHaveLength(6);
    expect((sent.ingredients as unknown[])[0]).toEqual({
      ingredient_name: 'ripe tomatoes',
      amount: 1.5,
      unit: 'kg',
      preparation: 'halved',
      notes: null,
      is_optional: false,
    });
    expect(sent.instructions).toHaveLength(4);
    expect(sent).not.toHaveProperty('status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await (await pagePanel()).findByText('318 kcal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.updateNutrition })).toBeInTheDocument();
  });

  it('says when the estimate finds nothing, fails, or cannot be saved', async () => {
    let answer: 'none' | 'fail' | 'found' = 'none';
    const { user, callsTo } = setup({
      recipe: noNutrition,
      extra: {
        'POST /ai/analyze-nutrition': () =>
          answer === 'fail'
            ? { status: 429, body: { detail: 'Too many AI requests' } }
            : { body: { success: answer === 'found', nutrition_data: answer === 'found' ? estimatedNutrition : null } },
        'PUT /recipes/7': () => ({ status: 404, body: { detail: 'Recipe not found' } }),
      },
    });
    const dialog = await openDialog(user, T.addNutrition);
    await user.click(dialog.getByRole('tab', { name: T.estimateTab }));
    await user.click(await dialog.findByRole('button', { name: T.estimate }));
    expect(await screen.findByText(CHEF_MESSAGES.noNutrition)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: T.saveNutrition })).not.toBeInTheDocument();
    answer = 'fail';
    await user.click(dialog.getByRole('button', { name: T.estimate }));
    expect(await screen.findByText(CHEF_MESSAGES.nutritionFailed)).toBeInTheDocument();
    answer = 'found';
    await user.click(dialog.getByRole('button', { name: T.estimate }));
    await user.click(await dialog.findByRole('button', { name: T.saveNutrition }));
    await waitFor(() => expect(screen.getAllByText(CHEF_MESSAGES.nutritionFailed)).toHaveLength(2));
    expect(screen.getByText('Recipe not found')).toBeInTheDocument();
    expect(callsTo('PUT', '/recipes/7')).toHaveLength(1);
    // Nothing was stored: the dialog stays with the estimate, and the page still has no nutrition.
    expect(dialog.getByRole('group', { name: T.estimateNotSaved })).toBeInTheDocument();
    expect((await pagePanel()).getByText('Nutritional information not available for this recipe.')).toBeInTheDocument();
  });
});
