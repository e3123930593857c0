import type { FromTemplateInput, ShoppingTemplate } from '@potluck/api';
import { formatAmountWithUnit } from '@potluck/api/domain';
import { Button, Checkbox, Dialog, Field, Input, Stack } from '@potluck/ui';
import { useState } from 'react';
import { useBusySubmit } from '../../../lib/use-busy-submit';
import { SHOPPING_TEXT as T } from '../shopping.texts';
import * as styles from './shopping.css';

export interface UseTemplateDialogProps {
  template: ShoppingTemplate;
  onOpenChange: (open: boolean) => void;
  onCreate: (body: FromTemplateInput) => Promise<unknown>;
}

/** A list from a template: its name, date and store, and which of the template's items to take. */
export function UseTemplateDialog({ template, onOpenChange, onCreate }: UseTemplateDialogProps) {
  const [name, setName] = useState(template.name);
  const [date, setDate] = useState('');
  const [store, setStore] = useState(template.preferred_store ?? '');
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const { busy, submit } = useBusySubmit(() =>
    name.trim()
      ? onCreate({
          template_id: template.id,
          name: name.trim(),
          shopping_date: date || null,
          preferred_store: store.trim() || null,
          item_modifications: Object.fromEntries([...left].map((id) => [String(id), { exclude: true }])),
        })
      : null,
  );

  return (
    <Dialog open onOpenChange={onOpenChange} title={T.useTemplateTitle(template.name)} size="lg">
      <Stack as="form" gap="md" onSubmit={submit}>
        <Field label={T.listName} required>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={T.shoppingDate}>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </Field>
        <Field label={T.preferredStore}>
          <Input value={store} onChange={(event) => setStore(event.target.value)} />
        </Field>
        <ul className={styles.recipeRows} aria-label={T.templateItems}>
          {template.template_items.map((item) => (
            <li key={item.id} className={styles.recipeRow}>
              <Checkbox
                label={`${item.name} ${formatAmountWithUnit(item.amount, item.unit)}`.trim()}
                aria-label={T.includeItem(item.name)}
                checked={!left.has(item.id)}
                onCheckedChange={(state) =>
                  setLeft((current) => {
                    const next = new Set(current);
                    if (state === true) next.delete(item.id);
                    else next.add(item.id);
                    return next;
                  })
                }
              />
            </li>
          ))}
        </ul>
        <div className={styles.formActions}>
          <Button type="submit" disabled={!name.trim() || left.size === template.template_items.length} loading={busy}>
            {T.create}
          </Button>
        </div>
      </Stack>
    </Dialog>
  );
}
