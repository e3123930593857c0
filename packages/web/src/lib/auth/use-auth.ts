import { useCurrentUser } from './use-current-user';
import { useSession } from './use-session';

/** The session of this tab with the signed-in user (loaded only while a token is stored). */
export function useAuth() {
  const session = useSession();
  const { data, error, isLoading, mutate: reloadUser } = useCurrentUser(session.isAuthenticated);
  const { isAuthenticated } = session;
  return {
    ...session,
    user: isAuthenticated ? data : undefined,
    isAdmin: isAuthenticated && data?.role === 'admin',
    userError: isAuthenticated ? error : undefined,
    isLoadingUser: isAuthenticated && isLoading,
    reloadUser,
  };
}
