import { invalidInvitationMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@potluck/api';
import { Alert, AuthLayout, Button, Spinner } from '@potluck/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInvitationValidation } from '../api/use-invitation-validation';
import * as styles from '../components/auth-form.css';
import { InvitationRegisterForm } from '../components/invitation-register-form';
import { RegistrationSuccess } from '../components/registration-success';

export type RegisterPhase = 'validating' | 'invalid' | 'form' | 'success';

/** /register?token= — validating, invalid, form (submitting inside it), success. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const validation = useInvitationValidation(token);
  const [registered, setRegistered] = useState(false);
  usePageTitle('Join Potluck');

  const phase: RegisterPhase = registered
    ? 'success'
    : !token || validation.error || validation.data?.valid === false
      ? 'invalid'
      : validation.data
        ? 'form'
        : 'validating';

  const invitation = validation.data;
  const greeting = invitation?.invited_user_name
    ? `Welcome, ${invitation.invited_user_name}!`
    : 'Join the family table';

  return (
    <AuthLayout
      title={phase === 'invalid' ? 'This invitation can’t be used' : phase === 'success' ? 'You’re in!' : greeting}
      description={
        phase === 'form'
          ? 'You’ve been invited to Potluck, your family’s private cookbook. Create your account to join.'
          : undefined
      }
      footer={
        phase === 'form' ? (
          <p>
            Already a member? <Link to="/login">Sign in</Link>
          </p>
        ) : undefined
      }
    >
      {phase === 'validating' && (
        <div className={styles.checking}>
          <Spinner label={null} />
          <span role="status">Checking your invitation…</span>
        </div>
      )}
      {phase === 'invalid' && (
        <InvalidInvitation
          error={validation.error}
          message={invitation?.error_message}
          onRetry={() => void validation.mutate()}
        />
      )}
      {phase === 'form' && token && invitation && (
        <InvitationRegisterForm token={token} email={invitation.email ?? ''} onRegistered={() => setRegistered(true)} />
      )}
      {phase === 'success' && <RegistrationSuccess />}
    </AuthLayout>
  );
}

function InvalidInvitation({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message?: string | null;
  onRetry: () => void;
}) {
  // An unreachable server is not a verdict on the link: say so and offer to check again.
  if (isNetworkError(error)) {
    return (
      <div className={styles.status}>
        <Alert>{NETWORK_ERROR_MESSAGE}</Alert>
        <Button onClick={onRetry}>Check again</Button>
      </div>
    );
  }
  return (
    <div className={styles.status}>
      <Alert>{invalidInvitationMessage(message)}</Alert>
      <p className={styles.statusText}>Ask the family member who invited you for a new link.</p>
      <Button asChild variant="secondary">
        <Link to="/login">Go to sign in</Link>
      </Button>
    </div>
  );
}
