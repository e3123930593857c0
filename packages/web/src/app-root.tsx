import { ErrorFallback, Spinner } from '@potluck/ui';
import { Suspense } from 'react';
import { Outlet, useNavigate, useRouteError } from 'react-router-dom';
import { SessionExpiryRedirect } from './lib/auth/session-expiry-redirect';
import { isChunkLoadError } from './lib/lazy-page';
import { RouteFocus } from './lib/route-focus';
import * as styles from './app-root.css';

/** Centered spinner while a page's code arrives (usually a blink). */
export function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}

/** Around every route: session expiry handling, focus on navigation, lazy-page loading. */
export function AppRoot() {
  return (
    <>
      <SessionExpiryRedirect />
      <RouteFocus />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/**
 * Last line of defence for errors outside the shell's own boundary (public pages, the shell
 * itself): 'Something went wrong' with Try Again (spec 000 §2).
 */
export function RootErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const retry = () => {
    // A chunk that failed to download stays failed in this page's memory: only a reload helps.
    if (isChunkLoadError(error)) window.location.reload();
    // Navigating to the same place clears the router's error and renders the route again.
    else void navigate('.', { replace: true });
  };
  return <ErrorFallback onRetry={retry} />;
}
