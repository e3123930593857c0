import { registerSchema, registrationErrorMessage, type RegisterInput } from '@potluck/api';
import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { fieldErrorsFromIssues, fieldErrorsFromResponse, hasErrors, type FieldErrors } from '../../../lib/form-errors';
import { useRegister } from '../api/use-register';

type Field = Exclude<keyof RegisterInput, 'invitation_token'>;

export interface RegistrationFormOptions<F extends Field> {
  fields: readonly F[];
  /** Sent with the fields, e.g. the invitation token. */
  extra?: Partial<RegisterInput>;
  onSuccess: () => void;
}

/**
 * One registration form for both flows: the shared zod schema checks every field before the
 * request (same messages as the server), and a 422 from the server lands on the same fields.
 */
export function useRegistrationForm<F extends Field>({ fields, extra, onSuccess }: RegistrationFormOptions<F>) {
  const { trigger } = useRegister();
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const change = (field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (inFlight.current) return;
    const input = { ...extra, ...values } as RegisterInput;
    const parsed = registerSchema.safeParse(input);
    if (!parsed.success) {
      const all = fieldErrorsFromIssues<Field>(parsed.error.issues);
      setErrors(Object.fromEntries(fields.map((f) => [f, all[f]])) as FieldErrors<F>);
      setFormError(null);
      focusFirstInvalid(form);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      await trigger(input);
      onSuccess();
    } catch (error) {
      const onFields = fieldErrorsFromResponse(error, fields);
      setErrors(onFields);
      if (hasErrors(onFields)) focusFirstInvalid(form);
      // Field problems are shown beside their fields; anything else above the form.
      setFormError(hasErrors(onFields) ? null : registrationErrorMessage(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { values, errors, formError, submitting, change, submit };
}
