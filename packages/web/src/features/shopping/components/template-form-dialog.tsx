import type { ShoppingTemplate, TemplateInput } from '@potluck/api';
import { parseQuantity } from '@potluck/api/domain';
import { Alert, Button, Checkbox, Dialog, Field, IconButton, Input, Select, Stack, Textarea } from '@potluck/ui';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useBusySubmit } from '../../../lib/use-busy-submit';
import { SHOPPING_TEXT as T, TEMPLATE_FILTER_CATEGORIES } from '../shopping.texts';
import * as styles from './shopping.css';

interface Row {
  key: number;
  name: string;
  amount: string;
  unit: string;
}

export interface TemplateFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this template; create a new one when absent. */
  template?: ShoppingTemplate;
  onSave: (body: TemplateInput) => Promise<unknown>;
}

/** Create or edit a template: a name and at least one item ('Please add at least one item to the template'). */
export function TemplateFormDialog({ open, onOpenChange, template, onSave }: TemplateFormDialogProps) {
  const [name, setName] = useState(template?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [category, setCategory] = useState<string>(template?.category ?? TEMPLATE_FILTER_CATEGORIES[0]);
  const [isPublic, setIsPublic] = useState(template?.is_public ?? false);
  const [rows, setRows] = useState<Row[]>(
    (template?.template_items ?? []).map((item, key) => ({
      key,
      name: item.name,
      amount: item.amount == null ? '' : String(item.amount),
      unit: item.unit ?? '',
    })),
  );
  const [draft, setDraft] = useState<Row>({ key: -1, name: '', amount: '', unit: '' });
  const [warning, setWarning] = useState<string | null>(null);

  const addRow = () => {
    if (!draft.name.trim()) return;
    setRows((current) => [...current, { ...draft, key: Date.now() + current.length }]);
    setDraft({ key: -1, name: '', amount: '', unit: '' });
    setWarning(null);
  };

  const { busy, submit } = useBusySubmit(() => {
    if (!name.trim()) return null;
    const items = draft.name.trim() ? [...rows, draft] : rows;
    if (items.length === 0) {
      setWarning(T.templateItemsRequired);
      return null;
    }
    return onSave({
      name: name.trim(),
      description: description.trim() || null,
      category,
      is_public: isPublic,
      template_items: items.map((row) => ({
        name: row.name.trim(),
        amount: row.amount.trim() ? parseQuantity(row.amount) : null,
        unit: row.unit.trim() || null,
      })),
    }).then(() => onOpenChange(false));
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={template ? T.editTemplate : T.newTemplate} size="lg">
      <Stack as="form" gap="md" onSubmit={submit}>
        <Field label={T.templateName} required>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={T.description}>
          <Textarea rows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field>
        <Field label={T.templateCategory}>
          <Select
            options={TEMPLATE_FILTER_CATEGORIES.map((value) => ({ value, label: value }))}
            value={category}
            onValueChange={setCategory}
          />
        </Field>
        <Checkbox label={T.makePublic} checked={isPublic} onCheckedChange={(state) => setIsPublic(state === true)} />
        <fieldset className={styles.fieldset}>
          <legend>{T.templateItems}</legend>
          <ul className={styles.recipeRows} aria-label={T.templateItems}>
            {rows.map((row) => (
              <li key={row.key} className={styles.recipeRow}>
                <span className={styles.recipeTitle}>{row.name}</span>
                <span className={styles.muted}>{[row.amount, row.unit].filter(Boolean).join(' ')}</span>
                <IconButton
                  aria-label={`Remove ${row.name}`}
                  icon={<Trash2 size={16} />}
                  size="sm"
                  onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                />
              </li>
            ))}
          </ul>
          <div className={styles.templateItemRow}>
            <Field label={T.itemName}>
              <Input value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
            </Field>
            <Field label={T.amount}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                max={999}
                step={0.01}
                value={draft.amount}
                onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
              />
            </Field>
            <Field label={T.unit}>
              <Input value={draft.unit} onChange={(event) => setDraft({ ...draft, unit: event.target.value })} />
            </Field>
            <Button variant="secondary" onClick={addRow} disabled={!draft.name.trim()}>
              {T.addTemplateItem}
            </Button>
          </div>
        </fieldset>
        {warning ? <Alert tone="warning">{warning}</Alert> : null}
        <div className={styles.formActions}>
          <Button type="submit" disabled={!name.trim()} loading={busy}>
            {T.saveTemplate}
          </Button>
        </div>
      </Stack>
    </Dialog>
  );
}
