import { AccessDenied } from '@potluck/ui';
import { Outlet, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../use-page-title';
import { useAuth } from './use-auth';

/** react-router keeps the history position here; 0 means this page opened the tab. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** /admin: admins get the page; everyone else gets Access Denied with Go Back (spec 000 §2). */
export function RequireAdmin() {
  const { isAdmin } = useAuth();
  const navigate = useNavigate();
  usePageTitle(isAdmin ? undefined : 'Access Denied');
  if (isAdmin) return <Outlet />;
  // A direct link has no page to go back to; home is the nearest safe place.
  return <AccessDenied onGoBack={() => (canGoBack() ? navigate(-1) : navigate('/', { replace: true }))} />;
}
