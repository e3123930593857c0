import { AI_KEY_MESSAGES, isApiError } from '@potluck/api';

/**
 * Why saving the key failed (spec 001 §8): the detail string, or the joined msg values of a detail array,
 * else the error's message, else 'Failed to update API key'.
 */
export function keyUpdateErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (typeof error.detail === 'string' && error.detail) return error.detail;
    if (Array.isArray(error.detail) && error.detail.length) return error.detail.map((i) => i.msg).join(', ');
  }
  if (error instanceof Error && error.message) return error.message;
  return AI_KEY_MESSAGES.updateFailed;
}

/** The connectivity states as the card names them. */
export const CONNECTIVITY_LABEL = {
  working: 'Working',
  not_working: 'Not working',
  untested: 'Not tested yet',
} as const;

/** Where the key in use comes from. */
export const KEY_SOURCE_LABEL = {
  settings: 'Saved in System Settings',
  environment: 'OPENAI_API_KEY environment variable (overrides System Settings)',
  none: 'None',
} as const;

/** "Mar 4, 2026, 10:00 AM" in the admin's own time zone: when the key was last tested. */
export function formatTestedAt(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Never'
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
