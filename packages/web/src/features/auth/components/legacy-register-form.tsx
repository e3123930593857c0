import { Alert, Button, Field, Input } from '@potluck/ui';
import * as styles from './auth-form.css';
import { PasswordStrengthList } from './password-strength-list';
import { useRegistrationForm } from './use-registration-form';

const FIELDS = ['username', 'email', 'password', 'confirm_password'] as const;

/** The direct sign-up form: username, email, password, confirm (spec 000 §2). */
export function LegacyRegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { values, errors, formError, submitting, change, submit } = useRegistrationForm({ fields: FIELDS, onSuccess: onRegistered });
  return (
    <form onSubmit={submit} noValidate aria-busy={submitting} className={styles.form}>
      {formError && <Alert>{formError}</Alert>}
      <Field label="Username" hint="3 to 50 letters, numbers or underscores" error={errors.username}>
        <Input
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(e) => change('username', e.target.value)}
        />
      </Field>
      <Field label="Email" error={errors.email}>
        <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => change('email', e.target.value)} />
      </Field>
      <Field label="Password" error={errors.password} hint={<PasswordStrengthList password={values.password} />}>
        <Input
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
        />
      </Field>
      <Field label="Confirm password" error={errors.confirm_password}>
        <Input
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          value={values.confirm_password}
          onChange={(e) => change('confirm_password', e.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={submitting} className={styles.submit}>
        Create account
      </Button>
    </form>
  );
}
