import { FRIEND_LIMITS } from '@potluck/api';
import { Button, Dialog, Field, Textarea } from '@potluck/ui';
import { useState } from 'react';
import { FRIENDS_TEXT as T } from '../friends.texts';

export interface BlockDialogProps {
  name: string;
  onOpenChange: (open: boolean) => void;
  /** Blocks with the (maybe empty) reason; the dialog closes when it resolves. */
  onBlock: (reason: string) => Promise<unknown>;
}

/** Block a member: what it does, an optional reason, and the confirmation. */
export function BlockDialog({ name, onOpenChange, onBlock }: BlockDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onBlock(reason);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={onOpenChange}
      title={T.blockTitle(name)}
      description={T.blockConfirm(name)}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {T.block}
          </Button>
        </>
      }
    >
      <Field label={T.blockReason}>
        <Textarea
          rows={2}
          maxLength={FRIEND_LIMITS.reasonMaxChars}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </Dialog>
  );
}
