import type { OpenaiKeyStatus } from '@potluck/api';

/** Key statuses as GET /admin/openai-key/status returns them, for stories and page tests (no network). */
export const keyConfigured: OpenaiKeyStatus = {
  configured: true,
  message: 'OpenAI API key is configured',
  key_preview: 'sk-...a1b2',
  source: 'settings',
  base_url: null,
  model: 'gpt-4o-mini',
  connectivity: { status: 'working', message: 'The AI provider answered', last_tested: '2026-03-04T10:00:00.000Z' },
};

export const keyNotConfigured: OpenaiKeyStatus = {
  configured: false,
  message: 'OpenAI API key is not configured',
  key_preview: null,
  source: 'none',
  base_url: null,
  model: 'gpt-4o-mini',
  connectivity: { status: 'untested', message: '', last_tested: null },
};

export const keyNotWorking: OpenaiKeyStatus = {
  ...keyConfigured,
  key_preview: 'ollama...key1',
  base_url: 'http://127.0.0.1:11434/v1',
  model: 'llama3.2',
  connectivity: {
    status: 'not_working',
    message: 'The AI provider could not be reached',
    last_tested: '2026-03-04T10:05:00.000Z',
  },
};
