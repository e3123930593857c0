import type { LoginInput } from '@potluck/api';
import { useCallback, useSyncExternalStore } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { loadApi } from '../load-api';
import { hasStoredToken, notifyTokensChanged, recordSessionEnd, subscribeToTokens } from './session-events';

/** The cache key of GET /auth/me (its hook is use-current-user). */
export const CURRENT_USER_KEY = '/auth/me';

export type LoginOutcome = 'signed-in' | 'ignored';

// Module-level on purpose: two forms (or a double click) share one sign-in at a time.
let loginInFlight = false;

/** Drop every cached response: a different person may sign in next. */
export const clearCache = (mutate: ScopedMutator) => mutate(() => true, undefined, { revalidate: false });

/**
 * Whether this tab is signed in, and signing in and out, without loading the user: the guard and
 * the sign-in page need no more, which keeps the data-fetching hook out of /login's first paint.
 */
export function useSession() {
  const isAuthenticated = useSyncExternalStore(subscribeToTokens, hasStoredToken, () => false);
  const { mutate } = useSWRConfig();

  /** Stores both tokens and refetches the user; a call while one is running is ignored. */
  const login = useCallback(
    async (input: Omit<LoginInput, 'remember_me'>): Promise<LoginOutcome> => {
      if (loginInFlight) return 'ignored';
      loginInFlight = true;
      try {
        // remember_me is always false (spec 000 §5).
        await (await loadApi()).login({ ...input, remember_me: false });
        recordSessionEnd(null);
        notifyTokensChanged();
        await mutate(CURRENT_USER_KEY);
        return 'signed-in';
      } finally {
        loginInFlight = false;
      }
    },
    [mutate],
  );

  /** Ends the session on the server (best effort), clears the tokens and every cached response. */
  const logout = useCallback(async () => {
    // A deliberate sign-out must not send the next person back to the previous person's page.
    recordSessionEnd('signed-out');
    await (await loadApi()).logout();
    notifyTokensChanged();
    await clearCache(mutate);
  }, [mutate]);

  return { isAuthenticated, login, logout };
}
