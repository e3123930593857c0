import { Alert, Button, Field, Input } from '@potluck/ui';
import * as styles from './auth-form.css';
import { NewPasswordFields, UsernameField } from './registration-fields';
import { useRegistrationForm } from './use-registration-form';

const FIELDS = ['username', 'first_name', 'last_name', 'password', 'confirm_password'] as const;
/** The first-run admin invitation has no address yet: the first admin types theirs. */
const FIELDS_WITH_EMAIL = ['email', ...FIELDS] as const;
type RegistrationField = (typeof FIELDS_WITH_EMAIL)[number];

export interface InvitationRegisterFormProps {
  token: string;
  /** From the invitation; shown read-only (the account gets exactly this address). Empty: ask for it. */
  email: string;
  onRegistered: () => void;
}

export function InvitationRegisterForm({ token, email, onRegistered }: InvitationRegisterFormProps) {
  const { values, errors, formError, submitting, change, submit } = useRegistrationForm({
    fields: (email ? FIELDS : FIELDS_WITH_EMAIL) as readonly RegistrationField[],
    extra: { invitation_token: token },
    onSuccess: onRegistered,
  });
  const shared = { values, errors, change };
  return (
    <form onSubmit={submit} noValidate aria-busy={submitting} className={styles.form}>
      {formError && <Alert>{formError}</Alert>}
      {email ? (
        <Field label="Email" hint="From your invitation">
          <Input name="email" type="email" value={email} readOnly />
        </Field>
      ) : (
        <Field label="Email" hint="You will sign in with this address" error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={values.email ?? ''}
            onChange={(e) => change('email', e.target.value)}
          />
        </Field>
      )}
      <UsernameField {...shared} />
      <div className={styles.nameRow}>
        <Field label="First name" error={errors.first_name}>
          <Input
            name="first_name"
            autoComplete="given-name"
            value={values.first_name}
            onChange={(e) => change('first_name', e.target.value)}
          />
        </Field>
        <Field label="Last name" error={errors.last_name}>
          <Input
            name="last_name"
            autoComplete="family-name"
            value={values.last_name}
            onChange={(e) => change('last_name', e.target.value)}
          />
        </Field>
      </div>
      <NewPasswordFields {...shared} passwordHint="At least 8 characters" />
      <Button type="submit" size="lg" fullWidth loading={submitting} className={styles.submit}>
        Create account
      </Button>
    </form>
  );
}
