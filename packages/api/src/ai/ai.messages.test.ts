import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../errors';
import {
  AI_PARSE_ERRORS,
  AI_RECOMMENDATION_ERRORS,
  aiParseErrorMessage,
  aiRecommendationErrorMessage,
} from './ai.messages';

const err = (status: number, detail?: string) => new ApiError(status, detail);

describe('aiParseErrorMessage (spec 000 §8 AI parse)', () => {
  it.each([
    [err(400, 'The AI provider rejected the API key.'), AI_PARSE_ERRORS.busy],
    [err(502, 'Invalid API key provided'), AI_PARSE_ERRORS.busy],
    [err(503, 'unavailable'), AI_PARSE_ERRORS.closed],
    [err(429, 'slow down'), AI_PARSE_ERRORS.tooFast],
    [
      err(502, 'The AI answer could not be read. Please try again.'),
      'Hmm, something went wrong in the kitchen: The AI answer could not be read. Please try again.',
    ],
    [err(500), AI_PARSE_ERRORS.confused],
    [new Error('boom'), AI_PARSE_ERRORS.confused],
  ])('%#', (error, message) => expect(aiParseErrorMessage(error)).toBe(message));
  it('says the server is unreachable on a network error', () => {
    expect(aiParseErrorMessage(err(NETWORK_ERROR_STATUS))).toMatch(/Network error/);
  });
});

describe('aiRecommendationErrorMessage (spec 000 §8 AI recommendations)', () => {
  it.each([
    [404, undefined, AI_RECOMMENDATION_ERRORS.notFound],
    [401, undefined, AI_RECOMMENDATION_ERRORS.signedOut],
    [400, 'The AI provider rejected the API key', AI_RECOMMENDATION_ERRORS.apiKey],
    [503, 'down', AI_RECOMMENDATION_ERRORS.unavailable],
    [429, 'slow', AI_RECOMMENDATION_ERRORS.tooFast],
    [500, undefined, AI_RECOMMENDATION_ERRORS.generic],
    [
      502,
      'No recommendations were generated. Please try again.',
      'No recommendations were generated. Please try again.',
    ],
  ])('%i', (status, detail, message) => expect(aiRecommendationErrorMessage(err(status, detail))).toBe(message));
  it('keeps the spec wording for 404 and 401', () => {
    expect(AI_RECOMMENDATION_ERRORS.notFound).toContain('our AI chef seems to have wandered off... ');
    expect(AI_RECOMMENDATION_ERRORS.signedOut).toContain('need to log in again... ');
  });
});
