import {
  completionPercentage,
  mealPlanStatus,
  type MealPlanDisplayStatus,
  type MealPlanDates,
} from '@potluck/api/domain';
import { cva } from 'class-variance-authority';
import { CalendarDays, Copy, Eye, LayoutTemplate, Pencil, Trash2 } from 'lucide-react';
import { Badge, type BadgeTone } from '../badge/badge';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { IconButton } from '../icon-button/icon-button';
import { renderAnchor, type RenderLink } from '../link/link';
import { ProgressBar } from '../progress-bar/progress-bar';
import * as styles from './meal-plan-card.css';

/** The fields of a meal plan a card shows (spec 001 §3 Meal plan). */
export interface MealPlanCardData extends MealPlanDates {
  id: number;
  name: string;
  description?: string | null;
  default_servings: number;
  is_template: boolean;
  /** Meals on the plan. */
  total_meals: number;
  /** Slots (day × meal type) holding a meal. */
  planned_meals: number;
  /** Meals marked cooked. */
  completed_meals: number;
  /** Slots the plan offers (days × 3, × 4 with snacks). */
  total_slots: number;
}

export const MEAL_PLAN_CARD_LAYOUTS = ['grid', 'list'] as const;
export type MealPlanCardLayout = (typeof MEAL_PLAN_CARD_LAYOUTS)[number];

const STATUS_TONE: Record<MealPlanDisplayStatus, BadgeTone> = {
  Inactive: 'neutral',
  Upcoming: 'primary',
  Active: 'success',
  Completed: 'secondary',
};

const root = cva(styles.root, { variants: { layout: { grid: '', list: styles.list } } });

// Plan days are calendar days: formatted in UTC so no local offset moves them.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const utcDate = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** A plan's range as 'Mar 2 – 8, 2025' (the parts both ends share are written once). */
export function formatPlanRange(start: string, end: string): string {
  return dayFormat.formatRange(utcDate(start), utcDate(end));
}

export interface MealPlanCardProps {
  plan: MealPlanCardData;
  /** The viewer's calendar day (YYYY-MM-DD) that decides Upcoming / Active / Completed. */
  today: string;
  /** Where View goes: the plan's page. */
  href: string;
  renderLink?: RenderLink;
  onEdit?: () => void;
  onDuplicate?: () => void;
  onDelete?: () => void;
  /** @default 'grid' */
  layout?: MealPlanCardLayout;
}

/**
 * One meal plan in the list: name, status and Template badges, description, date range, total meals, the
 * share of meals cooked (as the detail page's progress), planned and remaining slots, servings, with Edit,
 * Delete and View (spec 001 §2 Meal plan list).
 */
export function MealPlanCard({
  plan,
  today,
  href,
  renderLink = renderAnchor,
  onEdit,
  onDuplicate,
  onDelete,
  layout = 'grid',
}: MealPlanCardProps) {
  const status = mealPlanStatus(plan, today);
  const remaining = Math.max(0, plan.total_slots - plan.planned_meals);
  const facts = [
    ['Total meals', plan.total_meals],
    ['Planned', plan.planned_meals],
    ['Remaining', remaining],
    ['Servings', plan.default_servings],
  ] as const;
  return (
    <Card asChild padding="md" className={root({ layout })}>
      <article aria-label={plan.name}>
        <div className={styles.header}>
          <h3 className={styles.title}>{plan.name}</h3>
          <div className={styles.badges}>
            <Badge tone={STATUS_TONE[status]}>{status}</Badge>
            {plan.is_template ? (
              <Badge tone="accent" icon={<LayoutTemplate size={12} />}>
                Template
              </Badge>
            ) : null}
          </div>
          {plan.description ? <p className={styles.description}>{plan.description}</p> : null}
          <span className={styles.dates}>
            <CalendarDays size={14} aria-hidden="true" />
            <span>{formatPlanRange(plan.start_date, plan.end_date)}</span>
          </span>
        </div>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt className={styles.factLabel}>{label}</dt>
              <dd className={styles.factValue}>{value}</dd>
            </div>
          ))}
        </dl>
        <ProgressBar
          className={styles.progress}
          value={completionPercentage(plan.completed_meals, plan.total_meals)}
          label="Complete"
          tone="secondary"
        />
        <div className={styles.actions}>
          <Button asChild variant="secondary" className={styles.grow} iconStart={<Eye size={16} />}>
            {renderLink({ href, children: 'View', 'aria-label': `View ${plan.name}` })}
          </Button>
          {onEdit ? <IconButton aria-label={`Edit ${plan.name}`} icon={<Pencil size={18} />} onClick={onEdit} /> : null}
          {onDuplicate ? (
            <IconButton aria-label={`Duplicate ${plan.name}`} icon={<Copy size={18} />} onClick={onDuplicate} />
          ) : null}
          {onDelete ? (
            <IconButton
              aria-label={`Delete ${plan.name}`}
              icon={<Trash2 size={18} />}
              variant="danger"
              onClick={onDelete}
            />
          ) : null}
        </div>
      </article>
    </Card>
  );
}
