import { parseQuantity } from '@potluck/api/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import * as styles from './shopping-item.css';
import { ITEM_AMOUNT, type ShoppingItemData, type ShoppingItemDraft } from './shopping-item.types';

export interface ShoppingItemFormProps {
  item: ShoppingItemData;
  onSave: (draft: ShoppingItemDraft) => void;
  onCancel: () => void;
  /** @default false */
  saving?: boolean;
}

/** Inline edit form of one item; Save stays disabled until the item has a name. */
export function ShoppingItemForm({ item, onSave, onCancel, saving = false }: ShoppingItemFormProps) {
  const [name, setName] = useState(item.name);
  const [amount, setAmount] = useState(item.amount == null ? '' : String(item.amount));
  const [unit, setUnit] = useState(item.unit ?? '');
  const [category, setCategory] = useState(item.category ?? '');
  const [notes, setNotes] = useState(item.notes ?? '');
  const nameRef = useRef<HTMLInputElement>(null);

  // Opening the editor puts the cursor in the name, where most edits happen.
  useEffect(() => nameRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    onSave({
      name: name.trim(),
      amount: amount.trim() ? parseQuantity(amount) : null,
      unit: unit.trim(),
      category: category.trim(),
      notes: notes.trim(),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={`Edit ${item.name}`}>
      <Field label="Item" required>
        <Input ref={nameRef} value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Field label="Amount">
        <Input
          type="number"
          inputMode="decimal"
          min={ITEM_AMOUNT.min}
          max={ITEM_AMOUNT.max}
          step={ITEM_AMOUNT.step}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </Field>
      <Field label="Unit">
        <Input value={unit} onChange={(event) => setUnit(event.target.value)} />
      </Field>
      <Field label="Category" className={styles.wide}>
        <Input value={category} onChange={(event) => setCategory(event.target.value)} placeholder="Other" />
      </Field>
      <Field label="Notes" className={styles.wide}>
        <Input value={notes} onChange={(event) => setNotes(event.target.value)} />
      </Field>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={!name.trim()} loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
