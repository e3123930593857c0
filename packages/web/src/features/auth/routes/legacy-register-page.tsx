import { Alert, AuthLayout, Button } from '@potluck/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { LoginRedirectState } from '../../../lib/auth/require-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import * as styles from '../components/auth-form.css';
import { LegacyRegisterForm } from '../components/legacy-register-form';
import { REGISTRATION_REDIRECT_MS } from './register-page';

/**
 * /legacy-register — the direct sign-up form. The server accepts it only while an admin has
 * opened registration; otherwise its 403 'Registration is by invitation only' is shown.
 */
export function LegacyRegisterPage() {
  const [done, setDone] = useState(false);
  usePageTitle('Create an account');
  return (
    <AuthLayout
      title={done ? 'You’re in!' : 'Create an account'}
      description={done ? undefined : 'Potluck is invitation-only. This form works only while an administrator has opened registration.'}
      footer={
        <p>
          Already a member? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      {done ? <Registered /> : <LegacyRegisterForm onRegistered={() => setDone(true)} />}
    </AuthLayout>
  );
}

function Registered() {
  const navigate = useNavigate();
  useEffect(() => {
    const state: LoginRedirectState = { registered: true };
    const timer = setTimeout(() => navigate('/login', { replace: true, state }), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className={styles.status}>
      <Alert tone="success">Registration successful! Taking you to sign in…</Alert>
      <Button asChild>
        <Link to="/login" state={{ registered: true } satisfies LoginRedirectState}>
          Sign in now
        </Link>
      </Button>
    </div>
  );
}
