import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { lastSessionEnd } from './session-events';
import { useSession } from './use-session';

/** What /login reads to send the person back after signing in. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** The session ended because a token refresh failed. */
  expired?: boolean;
  /** An account was just created. */
  registered?: boolean;
}

/** Protected routes: without a stored token, go to /login and remember where the person was. */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/login" replace state={loginRedirectState(location)} />;
  return <Outlet />;
}

/** What /login is told: where the person was, unless they signed out; and whether it expired. */
export function loginRedirectState({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginRedirectState | undefined {
  const end = lastSessionEnd();
  if (end === 'signed-out') return undefined;
  return { from: { pathname, search, hash }, ...(end === 'expired' ? { expired: true } : {}) };
}

/** Where to go after signing in: the remembered page, never back to an auth screen. */
export function redirectTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from?.pathname || /^\/(login|register|legacy-register)\b/.test(from.pathname)) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
