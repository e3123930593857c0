import { errorText, NETWORK_ERROR_MESSAGE, isNetworkError } from '@potluck/api';
import { ErrorFallback, ErrorState } from '@potluck/ui';
import { Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../../../app-root';
import { useAuth } from '../../../lib/auth/use-auth';
import { ErrorBoundary } from '../../../lib/error-boundary';
import { isChunkLoadError } from '../../../lib/lazy-page';
import { MAIN_CONTENT_ID } from '../../../lib/route-focus';
import { navItemsFor } from '../lib/nav-items';
import { useSidebar } from '../lib/use-sidebar';
import { ShellSidebar } from './shell-sidebar';
import { ShellTopBar } from './shell-top-bar';
import * as styles from './shell.css';

/** The signed-in frame: skip link, sidebar, top bar and the page in <main>. */
export function ShellLayout() {
  const { user, userError, reloadUser, logout } = useAuth();
  const { layout, toggle, dismiss } = useSidebar();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // Following a link (or any navigation) closes an overlay sidebar.
  useEffect(() => dismiss(), [pathname, dismiss]);

  const signOut = useCallback(async () => {
    await logout();
    navigate('/login', { replace: true });
  }, [logout, navigate]);

  let content;
  if (user) content = <Outlet />;
  else if (userError)
    content = (
      <ErrorState
        title="Your account could not be loaded"
        message={isNetworkError(userError) ? NETWORK_ERROR_MESSAGE : errorText(userError, 'Please try again.')}
        onRetry={() => void reloadUser()}
      />
    );
  else content = <PageLoading />;

  return (
    <div className={styles.shell} style={{ ['--content-inset' as string]: `${layout.contentInset}px` }}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        Skip to main content
      </a>
      <ShellSidebar items={navItemsFor(user?.role)} layout={layout} onToggle={toggle} onDismiss={dismiss} onSignOut={() => void signOut()} />
      {layout.presentation === 'overlay' ? <div className={styles.backdrop} onClick={dismiss} aria-hidden="true" /> : null}
      <div className={styles.column}>
        <ShellTopBar user={user} layout={layout} onMenu={toggle} onSignOut={() => void signOut()} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <ErrorBoundary
            resetKey={pathname}
            fallback={({ error, reset }) => <ErrorFallback onRetry={() => (isChunkLoadError(error) ? window.location.reload() : reset())} />}
          >
            <Suspense fallback={<PageLoading />}>{content}</Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
