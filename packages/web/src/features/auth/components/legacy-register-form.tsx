import { Alert, Button, Field, Input } from '@potluck/ui';
import * as styles from './auth-form.css';
import { PasswordStrengthList } from './password-strength-list';
import { NewPasswordFields, UsernameField } from './registration-fields';
import { useRegistrationForm } from './use-registration-form';

const FIELDS = ['username', 'email', 'password', 'confirm_password'] as const;

/** The direct sign-up form: username, email, password, confirm (spec 000 §2). */
export function LegacyRegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { values, errors, formError, submitting, change, submit } = useRegistrationForm({
    fields: FIELDS,
    onSuccess: onRegistered,
  });
  const shared = { values, errors, change };
  return (
    <form onSubmit={submit} noValidate aria-busy={submitting} className={styles.form}>
      {formError && <Alert>{formError}</Alert>}
      <UsernameField {...shared} />
      <Field label="Email" error={errors.email}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => change('email', e.target.value)}
        />
      </Field>
      <NewPasswordFields {...shared} passwordHint={<PasswordStrengthList password={values.password} />} />
      <Button type="submit" size="lg" fullWidth loading={submitting} className={styles.submit}>
        Create account
      </Button>
    </form>
  );
}
