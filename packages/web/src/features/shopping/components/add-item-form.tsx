import type { ShoppingItemInput } from '@potluck/api';
import { isSuggestionApplied, parseQuantity } from '@potluck/api/domain';
import { Button, CategorySuggestion, Field, Input, ITEM_AMOUNT } from '@potluck/ui';
import { Plus } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useBusySubmit } from '../../../lib/use-busy-submit';
import { useCategorySuggestion } from '../api/use-category-suggestion';
import { SHOPPING_TEXT as T } from '../shopping.texts';
import * as styles from './shopping.css';

export interface AddItemFormProps {
  onAdd: (item: ShoppingItemInput) => Promise<unknown>;
  nameRef?: Ref<HTMLInputElement>;
}

/**
 * Adds an item. While the name is typed the smart suggestion fills the category (above 0.3) unless the
 * member has typed one; Add stays disabled until there is a name. The form stays for the next item.
 */
export function AddItemForm({ onAdd, nameRef }: AddItemFormProps) {
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState('');
  const [category, setCategory] = useState('');
  const [categoryTyped, setCategoryTyped] = useState(false);
  const smart = useCategorySuggestion(name);
  const suggestion = smart.suggestion;
  const applied = Boolean(suggestion && !categoryTyped && isSuggestionApplied(suggestion.confidence));

  // Until the member types a category, a confident suggestion is the category.
  const shownCategory = applied && suggestion ? suggestion.suggested_category : category;

  // The form stays for the next item: a success clears it.
  const { busy, submit } = useBusySubmit(() =>
    name.trim()
      ? onAdd({
          name: name.trim(),
          amount: amount.trim() ? parseQuantity(amount) : null,
          unit: unit.trim() || null,
          category: shownCategory.trim() || null,
        }).then(() => {
          setName('');
          setAmount('');
          setUnit('');
          setCategory('');
          setCategoryTyped(false);
        })
      : null,
  );

  return (
    <form className={styles.addForm} onSubmit={submit} aria-label={T.addItem} id="add-item">
      <Field label={T.itemName} required className={styles.wide}>
        <Input ref={nameRef} value={name} autoComplete="off" onChange={(event) => setName(event.target.value)} />
      </Field>
      <div className={styles.wide}>
        <CategorySuggestion
          suggestion={suggestion}
          loading={smart.loading}
          disabled={smart.disabled}
          onRetry={smart.retry}
          applied={applied}
          onApply={() => {
            if (!suggestion) return;
            setCategory(suggestion.suggested_category);
            setCategoryTyped(true);
          }}
        />
      </div>
      <Field label={T.amount}>
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
      <Field label={T.unit}>
        <Input value={unit} onChange={(event) => setUnit(event.target.value)} />
      </Field>
      <Field label={T.category} className={styles.wide}>
        <Input
          value={shownCategory}
          placeholder="Other"
          onChange={(event) => {
            setCategory(event.target.value);
            setCategoryTyped(true);
          }}
        />
      </Field>
      <div className={styles.formActions}>
        <Button type="submit" disabled={!name.trim()} loading={busy} iconStart={<Plus size={18} />}>
          {T.addItem}
        </Button>
      </div>
    </form>
  );
}
