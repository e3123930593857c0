import { AI_KEY_MESSAGES, ApiError } from '@potluck/api';
import { describe, expect, it } from 'vitest';
import { formatTestedAt, keyUpdateErrorMessage } from './ai-key-messages';

describe('keyUpdateErrorMessage (spec 001 §8)', () => {
  it('uses the detail string', () => {
    expect(keyUpdateErrorMessage(new ApiError(400, 'The AI provider rejected the API key'))).toBe(
      'The AI provider rejected the API key',
    );
  });

  it('joins the msg values of a detail array', () => {
    const detail = [
      { loc: ['body', 'openai_api_key'], msg: 'Please enter an API key', type: 'custom' },
      { loc: ['body', 'base_url'], msg: 'Base URL must be an http or https URL', type: 'custom' },
    ];
    expect(keyUpdateErrorMessage(new ApiError(422, detail))).toBe(
      'Please enter an API key, Base URL must be an http or https URL',
    );
  });

  it("falls back to the error's message, then to the spec's text", () => {
    expect(keyUpdateErrorMessage(new ApiError(500, undefined))).toBe('HTTP 500');
    expect(keyUpdateErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(keyUpdateErrorMessage('weird')).toBe(AI_KEY_MESSAGES.updateFailed);
    expect(keyUpdateErrorMessage(new Error(''))).toBe(AI_KEY_MESSAGES.updateFailed);
  });
});

describe('formatTestedAt', () => {
  it('says Never without a valid time', () => {
    expect(formatTestedAt(null)).toBe('Never');
    expect(formatTestedAt('not a date')).toBe('Never');
    expect(formatTestedAt('2026-03-04T10:00:00.000Z')).toMatch(/^Mar 4, 2026/);
  });
});
