import { IconButton } from '@potluck/ui';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import * as styles from './recipe-form.css';

export interface RowActionsProps {
  /** What the row is called in labels: "ingredient 2", "instruction 3". */
  name: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  className?: string;
}

/** Move up, move down and remove for one row of a list. */
export function RowActions({ name, isFirst, isLast, onMove, onRemove, className }: RowActionsProps) {
  return (
    <div className={`${styles.rowActions} ${className ?? ''}`}>
      <IconButton
        data-action="up"
        aria-label={`Move ${name} up`}
        icon={<ArrowUp size={18} />}
        disabled={isFirst}
        onClick={() => onMove(-1)}
      />
      <IconButton
        data-action="down"
        aria-label={`Move ${name} down`}
        icon={<ArrowDown size={18} />}
        disabled={isLast}
        onClick={() => onMove(1)}
      />
      <IconButton data-action="remove" aria-label={`Remove ${name}`} icon={<Trash2 size={18} />} onClick={onRemove} />
    </div>
  );
}

/**
 * After a move the row's DOM node is re-inserted and loses focus: put it back on the same button
 * (or its twin when the row reached an end and the button is now disabled).
 */
export function refocusRowAction(list: HTMLElement | null, key: string, action: 'up' | 'down') {
  requestAnimationFrame(() => {
    const row = list?.querySelector(`[data-row="${key}"]`);
    const other = action === 'up' ? 'down' : 'up';
    const target =
      row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>(`[data-action="${other}"]:not(:disabled)`);
    target?.focus();
  });
}
