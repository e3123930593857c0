import {
  completionPercentage,
  shoppingStatusLabel,
  type ShoppingDisplayStatus,
  type ShoppingListStatus,
} from '@potluck/api/domain';
import { cx } from 'class-variance-authority';
import { Badge, type BadgeTone } from '../badge/badge';
import { ProgressBar, type ProgressTone } from '../progress-bar/progress-bar';
import * as styles from './shopping-progress.css';

/** The fields of a shopping list that its progress is read from (spec 001 §3). */
export interface ShoppingProgressData {
  status: ShoppingListStatus;
  total_items: number;
  completed_items: number;
}

const BADGE_TONE: Record<ShoppingDisplayStatus, BadgeTone> = {
  Completed: 'success',
  Archived: 'neutral',
  'Ready to Complete': 'success',
  'In Progress': 'accent',
  'Not Started': 'neutral',
};

export interface ShoppingProgressProps {
  list: ShoppingProgressData;
  className?: string;
}

/**
 * A list's progress: its status label (spec 001 §4: 'Ready to Complete', 'In Progress', 'Not Started',
 * or completed / archived) and the share of ticked items. Computed from the counts, so an optimistic
 * tick moves the bar at once.
 */
export function ShoppingProgress({ list, className }: ShoppingProgressProps) {
  const percent = completionPercentage(list.completed_items, list.total_items);
  const label = shoppingStatusLabel({ status: list.status, completion_percentage: percent });
  const tone: ProgressTone = percent >= 100 || list.status === 'completed' ? 'success' : 'secondary';
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.header}>
        <Badge tone={BADGE_TONE[label]} size="md">
          {label}
        </Badge>
        <span className={styles.count}>
          {list.completed_items} of {list.total_items} {list.total_items === 1 ? 'item' : 'items'}
        </span>
      </div>
      <ProgressBar value={percent} label="Progress" tone={tone} />
    </div>
  );
}
