import { Alert, Button, formatPlanRange, Spinner, Stack } from '@potluck/ui';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../lib/page-header';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import type { AddFromCollectionState } from '../routes/use-add-from-collection';
import * as styles from './meal-plans.css';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

interface AddingFromCollectionProps {
  state: AddFromCollectionState;
  /** Back to the plan list, leaving the chosen recipes behind. */
  onBack: () => void;
  onNewPlan: () => void;
}

/** /meal-plans?recipes=…: adding the collection's choice, its failure, or the day outside every plan (001 §8). */
export function AddingFromCollection({ state, onBack, onNewPlan }: AddingFromCollectionProps) {
  const { outside, error } = state;
  const day = outside ? dayFormat.format(new Date(`${outside.day}T00:00:00Z`)) : '';
  return (
    <Stack>
      <PageHeader title={T.title} />
      {outside ? (
        <Alert tone="warning" title={T.outsideTitle}>
          <p>{outside.plans.length > 0 ? T.outsideHint(day) : T.outsideNoPlans(day)}</p>
          {outside.plans.length > 0 ? (
            <ul aria-label={T.availablePlans} className={styles.planRanges}>
              {outside.plans.map((plan) => (
                <li key={plan.id}>
                  <Link to={`/meal-plans/${plan.id}`}>{plan.name}</Link>:{' '}
                  {formatPlanRange(plan.start_date, plan.end_date)}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : error ? (
        <Alert tone="danger">{error}</Alert>
      ) : (
        <p role="status">
          <Spinner size="sm" /> {T.adding}
        </p>
      )}
      {outside || error ? (
        <div className={styles.actionRow}>
          <Button variant="secondary" onClick={onBack}>
            {T.title}
          </Button>
          {outside ? (
            <Button iconStart={<Plus size={18} />} onClick={onNewPlan}>
              {T.newPlan}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Stack>
  );
}
