import { ApiError, NETWORK_ERROR_STATUS } from '../errors';
import { NETWORK_ERROR_MESSAGE } from '../messages';
import { CHEF_MESSAGES } from './ai-chef.schemas';

/** Spec 000 §8 "AI parse" texts, in the order the rules are checked. */
export const AI_PARSE_ERRORS = {
  busy: "Sorry, I'm currently busy cooking something delicious! Please try again later",
  closed: 'Our kitchen is temporarily closed for cleaning! Please try again in a few minutes or use manual entry',
  tooFast: "Whoa there, speedy chef! You're cooking too fast for me. Please wait a moment and try again",
  withDetail: (detail: string) => `Hmm, something went wrong in the kitchen: ${detail}`,
  confused: 'Oops! Our AI chef got a little confused while reading your recipe. Please try again!',
} as const;

/** Spec 000 §8 "AI recommendations": 404 and 401 wording is the spec's; 503, 429 and key cases are ours. */
export const AI_RECOMMENDATION_ERRORS = {
  notFound: 'Sorry, our AI chef seems to have wandered off... Please refresh the page and try again.',
  signedOut: 'You need to log in again... Please refresh the page.',
  unavailable: 'Our AI chef is taking a break right now. Please try again in a few minutes.',
  tooFast: 'Our AI chef is getting a lot of requests. Please wait a moment and try again.',
  apiKey: 'Our AI chef is not set up yet: an admin needs to check the AI provider key in System Settings.',
  generic: 'Sorry, our AI chef could not come up with recommendations. Please try again.',
} as const;

const mentionsApiKey = (detail: string | undefined) => detail !== undefined && /api[\s_-]?key/i.test(detail);

/** The message a member sees when parsing pasted text fails (web and CLI alike). */
export function aiParseErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AI_PARSE_ERRORS.confused;
  if (error.status === NETWORK_ERROR_STATUS) return NETWORK_ERROR_MESSAGE;
  const detail = error.detailText;
  if (error.status === 400 || mentionsApiKey(detail)) return AI_PARSE_ERRORS.busy;
  if (error.status === 503) return AI_PARSE_ERRORS.closed;
  if (error.status === 429) return AI_PARSE_ERRORS.tooFast;
  if (detail) return AI_PARSE_ERRORS.withDetail(detail);
  return AI_PARSE_ERRORS.confused;
}

/** The message of the recommendations panel when generating fails. */
export function aiRecommendationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AI_RECOMMENDATION_ERRORS.generic;
  if (error.status === NETWORK_ERROR_STATUS) return NETWORK_ERROR_MESSAGE;
  // The server's own "nothing generated" answer carries the spec's text as its detail.
  if (error.detailText === CHEF_MESSAGES.noRecommendations) return CHEF_MESSAGES.noRecommendations;
  if (error.status === 404) return AI_RECOMMENDATION_ERRORS.notFound;
  if (error.status === 401) return AI_RECOMMENDATION_ERRORS.signedOut;
  if (error.status === 400 || mentionsApiKey(error.detailText)) return AI_RECOMMENDATION_ERRORS.apiKey;
  if (error.status === 503) return AI_RECOMMENDATION_ERRORS.unavailable;
  if (error.status === 429) return AI_RECOMMENDATION_ERRORS.tooFast;
  return AI_RECOMMENDATION_ERRORS.generic;
}
