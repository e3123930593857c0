import { AccessDenied } from '@potluck/ui';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../use-page-title';
import { useAuth } from './use-auth';

/** /admin: admins get the page; everyone else gets Access Denied with Go Back (spec 000 §2). */
export function RequireAdmin() {
  const { isAdmin } = useAuth();
  const navigate = useNavigate();
  // react-router gives the first page of a visit the key 'default': nothing in the app to go back to.
  const canGoBack = useLocation().key !== 'default';
  usePageTitle(isAdmin ? undefined : 'Access Denied');
  if (isAdmin) return <Outlet />;
  // A direct link has no page to go back to; home is the nearest safe place.
  return <AccessDenied onBack={() => (canGoBack ? navigate(-1) : navigate('/', { replace: true }))} />;
}
