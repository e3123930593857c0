import type { ShoppingListInput } from '@potluck/api';
import { Button, Dialog, Field, Input, Stack, Textarea } from '@potluck/ui';
import { useState } from 'react';
import { useBusySubmit } from '../../../lib/use-busy-submit';
import { SHOPPING_TEXT as T } from '../shopping.texts';
import * as styles from './shopping.css';

export interface CreateListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (body: ShoppingListInput) => Promise<unknown>;
}

/** New List: a name (submit disabled while it is empty), and optionally a description, date and store. */
export function CreateListDialog({ open, onOpenChange, onCreate }: CreateListDialogProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [date, setDate] = useState('');
  const [store, setStore] = useState('');
  const { busy, submit } = useBusySubmit(() =>
    name.trim()
      ? onCreate({
          name: name.trim(),
          description: description.trim() || null,
          shopping_date: date || null,
          preferred_store: store.trim() || null,
        })
      : null,
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={T.createListTitle}>
      <Stack as="form" gap="md" onSubmit={submit}>
        <Field label={T.listName} required>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={T.description}>
          <Textarea rows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field>
        <Field label={T.shoppingDate}>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </Field>
        <Field label={T.preferredStore}>
          <Input value={store} onChange={(event) => setStore(event.target.value)} />
        </Field>
        <div className={styles.formActions}>
          <Button type="submit" disabled={!name.trim()} loading={busy}>
            {T.create}
          </Button>
        </div>
      </Stack>
    </Dialog>
  );
}
