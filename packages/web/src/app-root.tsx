import { Spinner } from '@potluck/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionExpiryRedirect } from './lib/auth/session-expiry-redirect';
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
