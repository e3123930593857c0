import type { User } from '@potluck/api';
import useSWR from 'swr';
import { loadApi } from '../load-api';
import { freshFor } from '../swr-config';
import { notifyTokensChanged } from './session-events';
import { CURRENT_USER_KEY } from './use-session';

const fetchCurrentUser = async (): Promise<User> => (await loadApi()).auth.me();

async function forgetSession(error: unknown) {
  // Unreachable server says nothing about the session (the client keeps tokens on network
  // failures too); any answer from the server that refuses /auth/me ends it (spec 000 §4).
  const { isNetworkError } = await import('@potluck/api');
  if (isNetworkError(error)) return;
  await (await loadApi()).tokenStore.clear();
  notifyTokensChanged();
}

/** GET /auth/me — only while a token is stored; a refused fetch clears the tokens. */
export function useCurrentUser(enabled: boolean) {
  return useSWR<User>(enabled ? CURRENT_USER_KEY : null, fetchCurrentUser, {
    ...freshFor('user'),
    onError: forgetSession,
  });
}
