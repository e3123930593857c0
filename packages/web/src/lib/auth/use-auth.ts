import type { LoginInput } from '@potluck/api';
import { useCallback, useSyncExternalStore } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { loadApi } from '../load-api';
import { hasStoredToken, notifyTokensChanged, recordSessionEnd, subscribeToTokens } from './session-events';
import { CURRENT_USER_KEY, useCurrentUser } from './use-current-user';

export type LoginOutcome = 'signed-in' | 'ignored';

// Module-level on purpose: two forms (or a double click) share one sign-in at a time.
let loginInFlight = false;
/** Drop every cached response: a different person may sign in next. */
export const clearCache = (mutate: ScopedMutator) => mutate(() => true, undefined, { revalidate: false });

/** The session of this tab: who is signed in, and how to sign in and out. */
export function useAuth() {
  const isAuthenticated = useSyncExternalStore(subscribeToTokens, hasStoredToken, () => false);
  const { data, error, isLoading, mutate: reloadUser } = useCurrentUser(isAuthenticated);
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

  return {
    isAuthenticated,
    user: isAuthenticated ? data : undefined,
    isAdmin: isAuthenticated && data?.role === 'admin',
    userError: isAuthenticated ? error : undefined,
    isLoadingUser: isAuthenticated && isLoading,
    reloadUser,
    login,
    logout,
  };
}
