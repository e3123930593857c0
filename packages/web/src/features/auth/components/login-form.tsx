import { Alert, Button, Field, Input } from '@potluck/ui';
import * as styles from './auth-form.css';
import { useLoginForm } from './use-login-form';

/** Email or username and password; remember_me is always sent as false (spec 000 §5). */
export function LoginForm() {
  const { values, errors, formError, submitting, change, submit, prepare } = useLoginForm();
  return (
    <form
      onSubmit={submit}
      onFocus={prepare}
      onPointerDown={prepare}
      noValidate
      aria-busy={submitting}
      className={styles.form}
    >
      {formError && <Alert>{formError}</Alert>}
      <Field label="Email or username" error={errors.email_or_username}>
        <Input
          name="email_or_username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.email_or_username}
          onChange={(e) => change('email_or_username', e.target.value)}
        />
      </Field>
      <Field label="Password" error={errors.password}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={submitting} className={styles.submit}>
        Sign in
      </Button>
    </form>
  );
}
