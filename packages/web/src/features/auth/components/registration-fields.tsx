import { Field, Input } from '@potluck/ui';
import type { ReactNode } from 'react';
import type { FieldErrors } from '../../../lib/form-errors';

type Shared = 'username' | 'password' | 'confirm_password';

/** The slice of a registration form the shared fields read and write. */
export interface RegistrationFieldsProps {
  values: Record<Shared, string>;
  errors: FieldErrors<Shared>;
  change: (field: Shared, value: string) => void;
}

/** Username, the same rules and hint in both registration flows. */
export function UsernameField({ values, errors, change }: RegistrationFieldsProps) {
  return (
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
  );
}

/** Password and its confirmation; each flow words the password hint its own way. */
export function NewPasswordFields({
  values,
  errors,
  change,
  passwordHint,
}: RegistrationFieldsProps & { passwordHint: ReactNode }) {
  return (
    <>
      <Field label="Password" hint={passwordHint} error={errors.password}>
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
    </>
  );
}
