import { useRef, useState, type FormEvent } from 'react';
import { useSession } from '../../../lib/auth/use-session';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import type { FieldErrors } from '../../../lib/form-errors';
import { loadApi } from '../../../lib/load-api';
import type { LoginField, LoginValues } from './login-rules';

// The rules carry zod and the client; they load when the form is first used (see loadApi).
const loadRules = () => import('./login-rules');

/** State of the sign-in form: shared schema checks first, one request at a time. */
export function useLoginForm() {
  const { login } = useSession();
  const [values, setValues] = useState<LoginValues>({ email_or_username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  // Fetch the rules and the client once the person turns to the form (focus bubbles from any field or the
  // button), so submitting does not wait for them and merely opening /login does not download them.
  const prepared = useRef(false);
  const prepare = () => {
    if (prepared.current) return;
    prepared.current = true;
    void loadRules();
    void loadApi();
  };

  const change = (field: LoginField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const { checkLogin, describeLoginError } = await loadRules();
      const check = checkLogin(values);
      if (!check.ok) {
        setErrors(check.errors);
        focusFirstInvalid(form);
        return;
      }
      setSubmitting(true);
      setFormError(null);
      try {
        // Success flips the session and the page redirects; nothing more to do here.
        await login(check.values);
      } catch (error) {
        setFormError(describeLoginError(error));
        setSubmitting(false);
      }
    } finally {
      inFlight.current = false;
    }
  };

  return { values, errors, formError, submitting, change, submit, prepare };
}
