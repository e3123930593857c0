import { errorText, isNetworkError, NETWORK_ERROR_MESSAGE } from '@potluck/api';
import { AppShell, BrandMark, ErrorFallback, ErrorState, Sidebar, ToastProvider, TopBar } from '@potluck/ui';
import { Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../../../app-root';
import { useAuth } from '../../../lib/auth/use-auth';
import { ErrorBoundary } from '../../../lib/error-boundary';
import { isChunkLoadError } from '../../../lib/lazy-page';
import { renderRouterLink } from '../../../lib/router-link';
import { useAuthorizedImage } from '../../../lib/use-authorized-image';
import { useActivityUnseen } from '../../activity/api/use-activity-unseen';
import { activeNavId } from '../lib/nav-items';
import { useSidebar } from '../lib/use-sidebar';
import { shellNavigation } from './shell-navigation';

/** The signed-in frame: sidebar, top bar with the user menu, and the page in <main>. */
export function ShellLayout() {
  const { user, userError, reloadUser, logout } = useAuth();
  // Avatars are served only with a token (an <img> cannot send one): the menu gets an object URL.
  const avatarSrc = useAuthorizedImage(user?.avatar_url);
  const { view, toggle, dismiss } = useSidebar();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // Any navigation (a link, the user menu, back) closes the overlay.
  useEffect(() => dismiss(), [pathname, dismiss]);

  const signOut = useCallback(async () => {
    await logout();
    navigate('/login', { replace: true });
  }, [logout, navigate]);

  // The Activity entry counts what is new in the feed (the activity feature's hook, decision 007).
  const unseen = useActivityUnseen(!!user);
  const { items, footerItems } = shellNavigation(user?.role, () => void signOut(), {
    activity: unseen.data?.new_count,
  });
  const isOverlay = view.mode === 'overlay';

  return (
    <ToastProvider>
      <AppShell
        sidebarMode={view.mode}
        sidebar={
          <Sidebar
            mode={view.mode}
            items={items}
            footerItems={footerItems}
            activeId={activeNavId(pathname)}
            open={view.overlayOpen}
            onOpenChange={(open) => (open ? undefined : dismiss())}
            onToggleCollapsed={view.collapsible ? toggle : undefined}
            renderLink={renderRouterLink}
          />
        }
        topBar={
          <TopBar
            // On a phone the sidebar (and its logo) is off screen, so the bar carries the brand.
            title={isOverlay ? <BrandMark size="sm" /> : undefined}
            onMenuClick={isOverlay ? toggle : undefined}
            menuHasNew={isOverlay && (unseen.data?.new_count ?? 0) > 0}
            user={user && { ...user, avatar_url: avatarSrc }}
            onProfile={() => navigate('/profile')}
            onAdminSettings={() => navigate('/admin')}
            onSignOut={() => void signOut()}
          />
        }
      >
        <ErrorBoundary
          resetKey={pathname}
          fallback={({ error, reset }) => (
            <ErrorFallback
              fullPage={false}
              onRetry={() => (isChunkLoadError(error) ? window.location.reload() : reset())}
            />
          )}
        >
          <Suspense fallback={<PageLoading />}>
            <ShellContent user={user} userError={userError} onRetry={() => void reloadUser()} />
          </Suspense>
        </ErrorBoundary>
      </AppShell>
    </ToastProvider>
  );
}

/** The page once the user is known; pages may rely on a loaded user. */
function ShellContent({ user, userError, onRetry }: { user: unknown; userError: unknown; onRetry: () => void }) {
  if (user) return <Outlet />;
  if (userError) {
    const message = isNetworkError(userError) ? NETWORK_ERROR_MESSAGE : errorText(userError, 'Please try again.');
    return (
      <ErrorState title="Your account could not be loaded" message={message} onRetry={onRetry} headingLevel="h1" />
    );
  }
  return <PageLoading />;
}
