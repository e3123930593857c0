import { INVITE_DIALOG_MESSAGES, invitationSentMessage, sendInvitationSchema } from '@potluck/api';
import { Alert, Button, Card, Field, Input, Textarea } from '@potluck/ui';
import { useState, type FormEvent } from 'react';
import { fieldErrorsFromIssues, fieldErrorsFromResponse, type FieldErrors } from '../../../lib/form-errors';
import { useSendInvitation } from '../api/use-send-invitation';
import { FRIENDS_TEXT as T } from '../friends.texts';
import * as styles from './friends.css';
import { friendsError } from './friends-error';

type InviteField = 'email' | 'invited_user_name' | 'message';
const FIELDS: readonly InviteField[] = ['email', 'invited_user_name', 'message'];
type Notice = { tone: 'success' | 'danger'; text: string } | null;

/**
 * The legacy invite tab (reached by its address, not in the tab bar): invite someone who is not a member yet by
 * email with POST /invitations/send. Small and self-contained; the full invite dialog is issue 18's.
 */
export function LegacyInviteTab() {
  const send = useSendInvitation();
  const [values, setValues] = useState<Record<InviteField, string>>({ email: '', invited_user_name: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors<InviteField>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: InviteField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = sendInvitationSchema.safeParse({
      email: values.email,
      invited_user_name: values.invited_user_name || null,
      message: values.message || null,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues<InviteField>(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(parsed.data);
      setNotice({ tone: 'success', text: invitationSentMessage(parsed.data.email) });
      setValues({ email: '', invited_user_name: '', message: '' });
    } catch (failure) {
      console.warn('Invitation not sent', failure);
      const fieldErrors = fieldErrorsFromResponse(failure, FIELDS);
      setErrors(fieldErrors);
      setNotice({ tone: 'danger', text: friendsError(failure, INVITE_DIALOG_MESSAGES.sendFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card asChild padding="lg" className={styles.narrow}>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="legacy-heading"
      >
        <h2 id="legacy-heading" className={styles.sectionTitle}>
          {T.legacyTitle}
        </h2>
        <p className={styles.muted}>{T.legacyHint}</p>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <Field label={T.email} error={errors.email} required>
          <Input type="email" autoComplete="email" value={values.email} onChange={set('email')} />
        </Field>
        <Field label={T.name} error={errors.invited_user_name}>
          <Input autoComplete="off" value={values.invited_user_name} onChange={set('invited_user_name')} />
        </Field>
        <Field label={T.message} error={errors.message}>
          <Textarea rows={3} maxLength={1000} value={values.message} onChange={set('message')} />
        </Field>
        <div>
          <Button type="submit" loading={busy}>
            {T.sendInvitation}
          </Button>
        </div>
      </form>
    </Card>
  );
}
