import { completionPercentage } from '@potluck/api/domain';
import { cx } from 'class-variance-authority';
import { PartyPopper } from 'lucide-react';
import { ProgressBar } from '../progress-bar/progress-bar';
import * as styles from './meal-plan-progress.css';

/** Shown when every meal of the plan is cooked (spec 001 §2: 100% shows a congratulations message). */
export const MEAL_PLAN_CONGRATULATIONS = "Congratulations! You've completed every meal in this plan.";

export interface MealPlanProgressProps {
  /** Meals marked cooked. */
  completed: number;
  /** Meals planned in the plan. */
  total: number;
  className?: string;
}

/** A plan's progress: completed meals divided by total meals, with a congratulations message at 100 %. */
export function MealPlanProgress({ completed, total, className }: MealPlanProgressProps) {
  const percent = completionPercentage(completed, total);
  const done = total > 0 && percent >= 100;
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.header}>
        <span className={styles.count}>
          {completed} of {total} {total === 1 ? 'meal' : 'meals'} completed
        </span>
      </div>
      <ProgressBar value={percent} label="Plan progress" tone={done ? 'success' : 'secondary'} />
      {done ? (
        <p className={styles.congratulations} role="status">
          <PartyPopper size={18} aria-hidden="true" />
          {MEAL_PLAN_CONGRATULATIONS}
        </p>
      ) : null}
    </div>
  );
}
