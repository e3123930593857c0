import { CHEF_MESSAGES } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorUser } from '../../recipes/detail/recipe.fixtures';
import { modifyingAnswer, plainAnswer } from './ai.fixtures';
import { renderRecipeWithAi } from './recipe-ai-stub';

beforeAll(() => {
  // Radix Select (the version picker) measures and captures the pointer; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const box = async () => within(await screen.findByRole('region', { name: 'Ask the AI chef' }));

describe('/recipes/{id} → Ask the AI chef', () => {
  it('Enter sends, Shift+Enter adds a line, a blank question is not sent', async () => {
    const { user, callsTo } = renderRecipeWithAi({
      extra: { 'POST /ai-chef/ask-chef': () => ({ body: plainAnswer }) },
    });
    const b = await box();
    const question = await b.findByRole('textbox', { name: /Your question/ });
    await user.click(question);
    await user.keyboard('   {Enter}');
    expect(await b.findByText(CHEF_MESSAGES.questionRequired)).toBeInTheDocument();
    expect(callsTo('POST', '/ai-chef/ask-chef')).toHaveLength(0);
    await user.clear(question);
    await user.type(question, 'Can I roast them ahead?{Shift>}{Enter}{/Shift}Two days?');
    expect(question).toHaveValue('Can I roast them ahead?\nTwo days?');
    await user.keyboard('{Enter}');
    expect(await b.findByText(plainAnswer.answer)).toBeInTheDocument();
    expect(callsTo('POST', '/ai-chef/ask-chef')[0]?.body).toEqual({
      question: 'Can I roast them ahead?\nTwo days?',
      recipe_id: 7,
    });
    expect(b.queryByRole('button', { name: 'Create new version' })).not.toBeInTheDocument();
  });

  it('says when the chef cannot answer', async () => {
    const { user } = renderRecipeWithAi({
      extra: {
        'POST /ai-chef/ask-chef': () => ({ status: 503, body: { detail: 'The AI provider is not available' } }),
      },
    });
    const b = await box();
    await user.type(await b.findByRole('textbox', { name: /Your question/ }), 'Less salt?');
    await user.click(b.getByRole('button', { name: 'Ask' }));
    expect(await b.findByRole('alert')).toHaveTextContent(CHEF_MESSAGES.chefFailed);
  });

  it('shows the suggested recipe; a member cannot make it a version', async () => {
    const { user } = renderRecipeWithAi({ extra: { 'POST /ai-chef/ask-chef': () => ({ body: modifyingAnswer }) } });
    const b = await box();
    await user.type(await b.findByRole('textbox', { name: /Your question/ }), 'Dairy-free?{Enter}');
    expect(await b.findByRole('heading', { name: 'Suggested recipe' })).toBeInTheDocument();
    expect(b.getByRole('heading', { name: 'Dairy-free Tomato & Basil Soup' })).toBeInTheDocument();
    expect(b.getByText('1/2 cup coconut milk')).toBeInTheDocument();
    expect(b.queryByRole('button', { name: 'Create new version' })).not.toBeInTheDocument();
  });

  it('lets the author create a new version: toast, and the version picker shows it', async () => {
    let fail = true;
    const { user, callsTo, state } = renderRecipeWithAi({
      user: authorUser,
      extra: {
        'POST /ai-chef/ask-chef': () => ({ body: modifyingAnswer }),
        'POST /ai-chef/create-version-from-ai': () => {
          if (fail) return { status: 422, body: { detail: "The chef's modifications do not change the recipe" } };
          state.recipe = { ...state.recipe, version: 4, title: modifyingAnswer.suggested_modifications!.title };
          state.versions = [
            {
              version_number: 4,
              change_summary: 'AI chef: Swap the cream',
              is_current: true,
              created_at: '2026-03-06T10:00:00.000Z',
            },
            ...state.versions.map((v) => ({ ...v, is_current: false })),
          ];
          return { body: { success: true, message: CHEF_MESSAGES.versionCreated, version_number: 4, recipe_id: 7 } };
        },
      },
    });
    const b = await box();
    await user.type(await b.findByRole('textbox', { name: /Your question/ }), 'Dairy-free?{Enter}');
    await user.click(await b.findByRole('button', { name: 'Create new version' }));
    expect(await screen.findByText(CHEF_MESSAGES.versionFailed)).toBeInTheDocument();
    fail = false;
    await user.click(b.getByRole('button', { name: 'Create new version' }));
    expect(await screen.findByText(CHEF_MESSAGES.versionCreated)).toBeInTheDocument();
    expect(callsTo('POST', '/ai-chef/create-version-from-ai')[1]?.body).toEqual({
      recipe_id: 7,
      ai_response: modifyingAnswer.answer,
      modifications: modifyingAnswer.suggested_modifications,
    });
    expect(await b.findByText('Saved as version 4.')).toBeInTheDocument();
    expect(b.queryByRole('button', { name: 'Create new version' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Version' })).toHaveTextContent('Version 4 (current)'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dairy-free Tomato & Basil Soup' })).toBeInTheDocument();
  });
});
