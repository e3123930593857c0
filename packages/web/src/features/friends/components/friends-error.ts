import { isApiError } from '@potluck/api';

/**
 * Spec 000 §8: the response detail when there is one, else the fallback. A refusal (4xx) carries a detail written
 * for the member; a server failure or an unreachable server does not (its text is 'HTTP 500: …'), so it gets the
 * fallback ('An error occurred', 'Failed to search users', 'Failed to send friend request').
 */
export function friendsError(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.detailText) return error.detailText;
  return fallback;
}
