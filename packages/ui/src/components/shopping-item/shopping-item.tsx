import { formatAmountWithUnit } from '@potluck/api/domain';
import { cva } from 'class-variance-authority';
import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../badge/badge';
import { Checkbox } from '../checkbox/checkbox';
import { IconButton } from '../icon-button/icon-button';
import * as styles from './shopping-item.css';
import { ShoppingItemForm } from './shopping-item-form';
import type { ShoppingItemData, ShoppingItemDraft } from './shopping-item.types';

const row = cva(styles.row, { variants: { done: { true: styles.rowDone } } });
const name = cva(styles.name, { variants: { done: { true: styles.done } } });

export interface ShoppingItemProps {
  item: ShoppingItemData;
  /** Tick or untick the item (sends is_completed). */
  onToggle: (completed: boolean) => void;
  /**
   * Shows the inline edit form instead of the row. Controlled by the list so only one item
   * is edited at a time.
   * @default false
   */
  isEditing?: boolean;
  onEdit?: () => void;
  onSave?: (draft: ShoppingItemDraft) => void;
  onCancelEdit?: () => void;
  onDelete?: () => void;
  /**
   * Show the category as a badge (off when the list is already grouped by category).
   * @default false
   */
  showCategory?: boolean;
  /** @default false */
  saving?: boolean;
}

/** One line of a shopping list: tick it off, edit it inline, or remove it. */
export function ShoppingItem({
  item,
  onToggle,
  isEditing = false,
  onEdit,
  onSave,
  onCancelEdit,
  onDelete,
  showCategory = false,
  saving = false,
}: ShoppingItemProps) {
  const checkboxId = useId();
  if (isEditing && onSave && onCancelEdit) {
    return <ShoppingItemForm item={item} onSave={onSave} onCancel={onCancelEdit} saving={saving} />;
  }
  const amount = formatAmountWithUnit(item.amount, item.unit);
  const done = item.is_completed;
  return (
    <div className={row({ done })}>
      <Checkbox
        id={checkboxId}
        className={styles.above}
        checked={done}
        onCheckedChange={(state) => onToggle(state === true)}
      />
      <div className={styles.main}>
        <div className={styles.nameLine}>
          <label htmlFor={checkboxId} className={name({ done })}>
            {item.name}
          </label>
          {amount ? <span className={styles.amount}>{amount}</span> : null}
          {showCategory && item.category ? <Badge tone="secondary">{item.category}</Badge> : null}
        </div>
        {item.notes ? <span className={styles.notes}>{item.notes}</span> : null}
      </div>
      <div className={styles.actions}>
        {onEdit ? (
          <IconButton aria-label={`Edit ${item.name}`} icon={<Pencil size={18} />} size="sm" onClick={onEdit} />
        ) : null}
        {onDelete ? (
          <IconButton
            aria-label={`Delete ${item.name}`}
            icon={<Trash2 size={18} />}
            size="sm"
            variant="danger"
            onClick={onDelete}
          />
        ) : null}
      </div>
    </div>
  );
}
