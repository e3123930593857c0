import { loginErrorMessage, loginSchema } from '@potluck/api';
import { useRef, useState, type FormEvent } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';
import { fieldErrorsFromIssues, type FieldErrors } from '../../../lib/form-errors';

export type LoginField = 'email_or_username' | 'password';
type Values = Record<LoginField, string>;

/** State of the sign-in form: shared schema checks first, one request at a time. */
export function useLoginForm() {
  const { login } = useAuth();
  const [values, setValues] = useState<Values>({ email_or_username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  const change = (field: LoginField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues<LoginField>(parsed.error.issues));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      // Success flips the session; the page then redirects, so there is nothing more to do here.
      await login({ email_or_username: parsed.data.email_or_username, password: parsed.data.password });
    } catch (error) {
      setFormError(loginErrorMessage(error));
      setSubmitting(false);
    } finally {
      inFlight.current = false;
    }
  };

  return { values, errors, formError, submitting, change, submit };
}
