import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { loginRedirectState } from './require-auth';
import { onSessionExpired } from './session-events';
import { clearCache } from './use-session';

/**
 * A failed token refresh (the client already cleared the tokens) drops cached data and goes to
 * /login, remembering the page so signing in again continues where the person was.
 */
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const here = useRef(location);
  here.current = location;

  useEffect(
    () =>
      onSessionExpired(() => {
        void clearCache(mutate);
        navigate('/login', { replace: true, state: loginRedirectState(here.current) });
      }),
    [mutate, navigate],
  );

  return null;
}
