import { AuthLayout } from '@potluck/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { LegacyRegisterForm } from '../components/legacy-register-form';
import { RegistrationSuccess } from '../components/registration-success';

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
      description={
        done
          ? undefined
          : 'Potluck is invitation-only. This form works only while an administrator has opened registration.'
      }
      footer={
        <p>
          Already a member? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      {done ? <RegistrationSuccess /> : <LegacyRegisterForm onRegistered={() => setDone(true)} />}
    </AuthLayout>
  );
}
