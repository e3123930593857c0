import { AI_PARSE_ERRORS, AI_PARSE_MESSAGES, NETWORK_ERROR_MESSAGE, type AiStatus } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleCategories } from '../../recipes/form/recipe-fixtures';
import { aiOff, aiOn, notParsed, pancakeText, parsed } from './ai.fixtures';

function setup(opts: { status?: AiStatus; parse?: StubHandler } = {}) {
  storeTokens();
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: member }),
    'GET /categories/categories': () => ({ body: { items: sampleCategories } }),
    'GET /ai/status': () => ({ body: opts.status ?? aiOn }),
    'POST /ai/parse-recipe': opts.parse ?? (() => ({ body: parsed('high') })),
    'POST /recipes': ({ body }) => ({ status: 201, body: { ...(body as object), id: 77 } }),
  });
  return { ...stub, ...renderApp('/recipes', '/recipes/create') };
}

async function openAiTab(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'AI-Assisted' }));
  return screen.findByRole('textbox', { name: /Recipe text/ });
}

async function typeText(user: ReturnType<typeof renderApp>['user'], box: HTMLElement, text: string) {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

describe('/recipes/create → AI-Assisted', () => {
  it('says the AI reads the text, and the built-in parser when Use AI is off (enhance false)', async () => {
    const { user, callsTo } = setup();
    const box = await openAiTab(user);
    expect(await screen.findByText('Read by the AI chef')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Use AI' }));
    expect(screen.getByText('Read by the built-in parser')).toBeInTheDocument();
    await typeText(user, box, pancakeText);
    await user.click(screen.getByRole('button', { name: 'Parse Recipe' }));
    await screen.findByRole('heading', { name: 'Preview' });
    expect(callsTo('POST', '/ai/parse-recipe')[0]?.body).toEqual({ text: pancakeText, enhance: false });
  });

  it('without an AI key says the built-in parser reads it and never asks for the AI', async () => {
    const { user, callsTo } = setup({ status: aiOff, parse: () => ({ body: parsed('medium', 'builtin') }) });
    const box = await openAiTab(user);
    expect(await screen.findByText('Read by the built-in parser (no AI key configured)')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Use AI' })).not.toBeInTheDocument();
    await typeText(user, box, pancakeText);
    await user.click(screen.getByRole('button', { name: 'Parse Recipe' }));
    expect(await screen.findByText('Medium confidence')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Preview' })).getByText('Read by the built-in parser'),
    ).toBeInTheDocument();
    expect(callsTo('POST', '/ai/parse-recipe')[0]?.body).toEqual({ text: pancakeText, enhance: false });
  });

  it('keeps the button off under 10 characters and checks the text rules before sending', async () => {
    const { user, callsTo } = setup();
    const box = await openAiTab(user);
    const parse = screen.getByRole('button', { name: 'Parse Recipe' });
    await typeText(user, box, '123456789');
    expect(parse).toBeDisabled();
    await typeText(user, box, '          ');
    expect(parse).toBeEnabled();
    await user.click(parse);
    expect(await screen.findByText(AI_PARSE_MESSAGES.empty)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await typeText(user, box, 'Pancakes: flour, eggs, milk. Fry.');
    await user.click(parse);
    expect(await screen.findByText(AI_PARSE_MESSAGES.tooShort)).toBeInTheDocument();
    expect(callsTo('POST', '/ai/parse-recipe')).toHaveLength(0);
  });

  it('pastes from the clipboard, previews, and Use This Recipe fills the manual form', async () => {
    const { user, router, callsTo } = setup({ parse: () => ({ body: parsed('low') }) });
    const box = await openAiTab(user);
    await navigator.clipboard.writeText(pancakeText);
    await user.click(screen.getByRole('button', { name: 'Paste from clipboard' }));
    // The clipboard is read asynchronously: on a loaded machine the text lands after the click resolves.
    await waitFor(() => expect(box).toHaveValue(pancakeText));
    await user.click(screen.getByRole('button', { name: 'Parse Recipe' }));
    const preview = within(await screen.findByRole('region', { name: 'Preview' }));
    expect(preview.getByText('Low confidence')).toBeInTheDocument();
    expect(preview.getByText('Read by the AI chef')).toBeInTheDocument();
    expect(preview.getByRole('heading', { name: 'Grandma’s Buttermilk Pancakes' })).toBeInTheDocument();
    expect(preview.getByText('1.5 cup buttermilk')).toBeInTheDocument();
    expect(preview.getByText('Check the amounts: some lines had no unit.')).toBeInTheDocument();
    expect(callsTo('POST', '/ai/parse-recipe')[0]?.body).toEqual({ text: pancakeText, enhance: true });

    await user.click(preview.getByRole('button', { name: 'Use This Recipe' }));
    expect(screen.getByRole('tab', { name: 'Manual Entry' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: /Recipe title/ })).toHaveValue('Grandma’s Buttermilk Pancakes');
    expect(screen.getByRole('textbox', { name: 'Ingredient 2 name' })).toHaveValue('buttermilk');
    expect(screen.getByRole('textbox', { name: 'Step 2' })).toHaveValue(
      'Cook ladlefuls on a hot griddle until bubbles form, then flip.',
    );
    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/77'));
    expect(callsTo('POST', '/recipes')[0]?.body).toMatchObject({
      title: 'Grandma’s Buttermilk Pancakes',
      prep_time_minutes: 10,
      cook_time_minutes: 20,
      servings: 4,
      difficulty: 'easy',
      cuisine_type: 'american',
      meal_type: 'breakfast',
      tags: ['breakfast'],
      ingredients: expect.arrayContaining([
        { ingredient_name: 'eggs', amount: 2, unit: null, preparation: 'beaten', notes: null, is_optional: false },
      ]),
    });
  });

  it('Try Again goes back to the input with the text kept', async () => {
    const { user } = setup();
    const box = await openAiTab(user);
    await typeText(user, box, pancakeText);
    await user.click(screen.getByRole('button', { name: 'Parse Recipe' }));
    expect(await screen.findByText('High confidence')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('textbox', { name: /Recipe text/ })).toHaveValue(pancakeText);
  });

  it('says so when the clipboard cannot be read', async () => {
    const { user } = setup();
    await openAiTab(user);
    vi.spyOn(navigator.clipboard, 'readText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Paste from clipboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AI_PARSE_MESSAGES.clipboard);
  });

  it.each([
    ['success false', () => ({ body: notParsed }), AI_PARSE_MESSAGES.failed],
    [
      '400 (API key)',
      () => ({ status: 400, body: { detail: 'The AI provider rejected the API key' } }),
      AI_PARSE_ERRORS.busy,
    ],
    ['503', () => ({ status: 503, body: { detail: 'The AI provider is not available' } }), AI_PARSE_ERRORS.closed],
    ['429', () => ({ status: 429, body: { detail: 'Too many AI requests' } }), AI_PARSE_ERRORS.tooFast],
    [
      'another detail',
      () => ({ status: 502, body: { detail: 'The AI answer could not be read' } }),
      AI_PARSE_ERRORS.withDetail('The AI answer could not be read'),
    ],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), NETWORK_ERROR_MESSAGE],
  ] as const)('shows the friendly message for %s', async (_name, parse, message) => {
    const { user } = setup({ parse: parse as StubHandler });
    const box = await openAiTab(user);
    await typeText(user, box, pancakeText);
    await user.click(screen.getByRole('button', { name: 'Parse Recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: /Recipe text/ })).toHaveValue(pancakeText);
  });
});
