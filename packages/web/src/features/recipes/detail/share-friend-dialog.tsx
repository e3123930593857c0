import { isApiError, SHARE_MESSAGES } from '@potluck/api';
import { Alert, Button, Dialog, Field, Input, Textarea } from '@potluck/ui';
import { useState, type FormEvent } from 'react';
import { DETAIL_TEXT as T } from './detail.constants';

export interface ShareFriendDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the share; a rejected promise's message shows in the dialog (422 messages under the field). */
  onSubmit: (memberId: number, message: string) => Promise<unknown>;
}

const FORM_ID = 'share-friend-form';

/** Share a recipe with one member: their id and an optional message. */
export function ShareFriendDialog({ open, onOpenChange, onSubmit }: ShareFriendDialogProps) {
  const [memberId, setMemberId] = useState('');
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setMemberId('');
    setMessage('');
    setFieldError(null);
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const id = /^\d+$/.test(memberId.trim()) ? Number(memberId.trim()) : NaN;
    if (!Number.isSafeInteger(id) || id <= 0) {
      setFieldError(SHARE_MESSAGES.friendNeeded);
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await onSubmit(id, message.trim());
      reset();
      onOpenChange(false);
    } catch (error) {
      const field = isApiError(error) ? error.fieldErrors.shared_with_id : undefined;
      if (field) setFieldError(field);
      else setFormError(isApiError(error) ? (error.detailText ?? error.message) : T.socialFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={T.shareWithFriend}
      description={T.shareFriendDescription}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {T.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy}>
            {T.send}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        {formError ? <Alert>{formError}</Alert> : null}
        <Field label={T.memberId} hint={T.memberIdHint} error={fieldError} required>
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={memberId}
            onChange={(e) => setMemberId(e.target.value)}
          />
        </Field>
        <Field label={T.message}>
          <Textarea rows={3} maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Field>
      </form>
    </Dialog>
  );
}
