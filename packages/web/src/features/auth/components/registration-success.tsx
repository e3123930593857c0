import { Alert, Button } from '@potluck/ui';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { LoginRedirectState } from '../../../lib/auth/require-auth';
import * as styles from './auth-form.css';

/** Spec 001 §4: after success, go to /login after 3 seconds. */
export const REGISTRATION_REDIRECT_MS = 3000;

/** Both registration flows end here: the success message, then /login after 3 s (or at once by the button). */
export function RegistrationSuccess() {
  const navigate = useNavigate();
  useEffect(() => {
    const state: LoginRedirectState = { registered: true };
    const timer = setTimeout(() => navigate('/login', { replace: true, state }), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className={styles.status}>
      <Alert tone="success">Registration successful! Your account is ready.</Alert>
      <p className={styles.statusText}>Taking you to sign in…</p>
      <Button asChild>
        <Link to="/login" state={{ registered: true } satisfies LoginRedirectState}>
          Sign in now
        </Link>
      </Button>
    </div>
  );
}
