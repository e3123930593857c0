import { AI_KEY_MESSAGES, type OpenaiKeyStatus } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { keyConfigured, keyNotConfigured, keyNotWorking } from './ai-key.fixtures';

function setup(status: OpenaiKeyStatus, extra: Record<string, StubHandler> = {}) {
  storeTokens();
  const stub = stubFetch({
    'GET /auth/me': () => ({ body: admin }),
    'GET /admin/settings': () => ({ body: { open_registration: false } }),
    'GET /admin/openai-key/status': () => ({ body: status }),
    ...extra,
  });
  return { ...stub, ...renderApp('/admin') };
}

const statusList = async () => within(await screen.findByLabelText('AI provider key status'));
const card = () => within(screen.getByRole('region', { name: 'AI provider' }));

describe('System Settings → AI provider', () => {
  it('shows a configured key: preview, source, base URL, model and a working connection', async () => {
    setup(keyConfigured);
    const list = await statusList();
    expect(list.getByText('Configured')).toBeInTheDocument();
    expect(list.getByText('OpenAI API key is configured')).toBeInTheDocument();
    expect(list.getByText('sk-...a1b2')).toBeInTheDocument();
    expect(list.getByText('Saved in System Settings')).toBeInTheDocument();
    expect(list.getByText('OpenAI (default)')).toBeInTheDocument();
    expect(list.getByText('gpt-4o-mini')).toBeInTheDocument();
    expect(list.getByText('Working')).toBeInTheDocument();
    expect(list.getByText('The AI provider answered')).toBeInTheDocument();
    expect(list.getByText(/Mar 4, 2026/)).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Test connection' })).toBeEnabled();
  });

  it('shows a missing key, with nothing to test', async () => {
    setup(keyNotConfigured);
    const list = await statusList();
    expect(list.getByText('Not configured')).toBeInTheDocument();
    expect(list.getByText('Not tested yet')).toBeInTheDocument();
    expect(list.getByText('Never')).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Test connection' })).toBeDisabled();
  });

  it('checks the key before sending: empty, then not sk- without a base URL', async () => {
    const { user, callsTo } = setup(keyNotConfigured);
    await statusList();
    await user.click(card().getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText(AI_KEY_MESSAGES.required)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/API key/)).toHaveFocus());
    await user.type(screen.getByLabelText(/API key/), 'abc123');
    await user.click(card().getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText(AI_KEY_MESSAGES.mustStartWithSk)).toBeInTheDocument();
    expect(callsTo('PUT', '/admin/openai-key')).toHaveLength(0);
  });

  it('accepts any key for a compatible server, saves it and reloads the status', async () => {
    let status = keyNotConfigured;
    const { user, callsTo } = setup(keyNotConfigured, {
      'GET /admin/openai-key/status': () => ({ body: status }),
      'PUT /admin/openai-key': () => {
        status = keyNotWorking;
        return { body: { success: true, message: 'OpenAI API key updated successfully' } };
      },
    });
    await statusList();
    await user.type(screen.getByLabelText(/API key/), 'ollama-key');
    await user.type(screen.getByLabelText('Base URL (optional)'), 'http://127.0.0.1:11434/v1');
    await user.type(screen.getByLabelText('Model (optional)'), 'llama3.2');
    await user.click(card().getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText('OpenAI API key updated successfully')).toBeInTheDocument();
    expect(callsTo('PUT', '/admin/openai-key')[0]?.body).toEqual({
      openai_api_key: 'ollama-key',
      base_url: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
    });
    expect(await card().findByText('http://127.0.0.1:11434/v1')).toBeInTheDocument();
    expect(callsTo('GET', '/admin/openai-key/status').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText(/API key/)).toHaveValue('');
  });

  it.each([
    [
      'a detail string',
      { status: 400, body: { detail: 'The AI provider rejected the API key' } },
      'The AI provider rejected the API key',
    ],
    [
      'a detail array (joined msg values)',
      {
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'openai_api_key'], msg: 'Too long', type: 'x' },
            { loc: ['body', 'model'], msg: 'Bad model', type: 'x' },
          ],
        },
      },
      'Too long, Bad model',
    ],
  ])('says why saving failed: %s', async (_name, answer, message) => {
    const { user } = setup(keyConfigured, { 'PUT /admin/openai-key': () => answer });
    await statusList();
    await user.type(screen.getByLabelText(/API key/), 'sk-new-key');
    await user.click(card().getByRole('button', { name: 'Save key' }));
    expect(await card().findByRole('alert')).toHaveTextContent(message);
  });

  it('tests the connection: completed with the result, or failed', async () => {
    let fail = false;
    let status = keyConfigured;
    const { user, callsTo } = setup(keyConfigured, {
      'GET /admin/openai-key/status': () => ({ body: status }),
      'POST /admin/test-api-key': () => {
        if (fail) return { status: 503, body: { detail: 'Service unavailable' } };
        status = { ...keyConfigured, connectivity: keyNotWorking.connectivity };
        return {
          body: {
            success: false,
            message: 'The AI provider could not be reached',
            connectivity: keyNotWorking.connectivity,
          },
        };
      },
    });
    await statusList();
    await user.click(card().getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(AI_KEY_MESSAGES.testCompleted)).toBeInTheDocument();
    expect(await card().findByText('Not working')).toBeInTheDocument();
    expect(callsTo('POST', '/admin/test-api-key')).toHaveLength(1);
    fail = true;
    await user.click(card().getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(AI_KEY_MESSAGES.testFailed)).toBeInTheDocument();
  });
});
