import { loginErrorMessage, loginSchema } from '@potluck/api';
import { fieldErrorsFromIssues, type FieldErrors } from '../../../lib/form-errors';

export type LoginField = 'email_or_username' | 'password';
export type LoginValues = Record<LoginField, string>;

export type LoginCheck = { ok: true; values: LoginValues } | { ok: false; errors: FieldErrors<LoginField> };

/** The shared schema's rules and messages ('Email or username is required', ...). */
export function checkLogin(values: LoginValues): LoginCheck {
  const parsed = loginSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFromIssues<LoginField>(parsed.error.issues) };
  return { ok: true, values: { email_or_username: parsed.data.email_or_username, password: parsed.data.password } };
}

/** Detail, else message, else 'Login failed. Please try again.' (spec 000 §8). */
export const describeLoginError = loginErrorMessage;
