import { ApiError, NETWORK_ERROR_STATUS } from './errors';
import { INVITATION_MESSAGES } from './invitations/invitations.schemas';

/** Friendly texts for API failures (spec 000 §8, 001 §8), shared by the web app and the CLI. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check if the backend server is running.';
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Please try again.';

/** 'HTTP {status}: {text}' for answers that are not JSON. */
export const httpErrorText = (status: number, text: string) => `HTTP ${status}: ${text}`;

function detailOrMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.detailText ?? (error.message || undefined);
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** Login failure: detail, else message, else the fallback. */
export const loginErrorMessage = (error: unknown): string => detailOrMessage(error) ?? LOGIN_FAILED_MESSAGE;

/** Registration failure: detail, else the fallback. */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detailText ?? REGISTRATION_FAILED_MESSAGE;
  return REGISTRATION_FAILED_MESSAGE;
}

/** Invalid invitation: the server's error_message, else the fallback. */
export const invalidInvitationMessage = (errorMessage?: string | null): string =>
  errorMessage || INVITATION_MESSAGES.invalidFallback;

export const isNetworkError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;

/** Generic: the response detail when present, else the given fallback. */
export const errorText = (error: unknown, fallback: string): string =>
  (error instanceof ApiError ? error.detailText : undefined) ?? fallback;
