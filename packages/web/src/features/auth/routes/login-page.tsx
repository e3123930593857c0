import { Alert, AuthLayout } from '@potluck/ui';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { redirectTarget, type LoginRedirectState } from '../../../lib/auth/require-auth';
import { useSession } from '../../../lib/auth/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import * as styles from '../components/auth-form.css';
import { LoginForm } from '../components/login-form';

/** /login — redirects to / (or the page the person came from) once signed in. */
export function LoginPage() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const state = location.state as LoginRedirectState | null;
  usePageTitle('Sign in');

  if (isAuthenticated) return <Navigate to={redirectTarget(state)} replace />;

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to your family's cookbook."
      footer={
        <>
          <p>New to Potluck? Membership is by invitation: ask a family member to send you an invitation link.</p>
          <p className={styles.footerLine}>
            <Link to="/legacy-register">Sign up without an invitation</Link>
          </p>
        </>
      }
    >
      {state?.registered ? <Alert tone="success">Your account is ready. Sign in to start cooking.</Alert> : null}
      {state?.expired ? <Alert tone="info">Your session has ended. Please sign in again.</Alert> : null}
      <LoginForm />
    </AuthLayout>
  );
}
