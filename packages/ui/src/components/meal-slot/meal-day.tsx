import { cva } from 'class-variance-authority';
import { Lock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge } from '../badge/badge';
import * as styles from './meal-day.css';

const day = cva(styles.day, { variants: { when: { past: styles.past, today: styles.today, upcoming: '' } } });

export interface MealDayProps {
  /** The date as the reader sees it, e.g. 'Sunday, March 2'. */
  dateLabel: string;
  /**
   * Marks the current day with the Today badge.
   * @default false
   */
  isToday?: boolean;
  /**
   * A day before today: shown as 'Past • Read Only'; give its slots `readOnly` too.
   * @default false
   */
  isPast?: boolean;
  /** The day's four MealSlots. */
  children: ReactNode;
}

/** One date of a meal plan with its breakfast, lunch, dinner and snack slots. */
export function MealDay({ dateLabel, isToday = false, isPast = false, children }: MealDayProps) {
  const headingId = useId();
  const when = isPast ? 'past' : isToday ? 'today' : 'upcoming';
  return (
    <section className={day({ when })} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.date}>
          {dateLabel}
        </h3>
        {isToday && !isPast ? <Badge tone="solid">Today</Badge> : null}
        {isPast ? (
          <span className={styles.pastLabel}>
            <Lock size={13} aria-hidden="true" /> Past • Read Only
          </span>
        ) : null}
      </div>
      <div className={styles.slots}>{children}</div>
    </section>
  );
}
