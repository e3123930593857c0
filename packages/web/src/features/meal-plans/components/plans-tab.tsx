import type { MealPlanSummary } from '@potluck/api';
import {
  Button,
  EmptyState,
  ErrorState,
  Grid,
  Inline,
  Input,
  MealPlanCard,
  Skeleton,
  Stack,
  ViewToggle,
  type ViewMode,
} from '@potluck/ui';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { renderRouterLink } from '../../../lib/router-link';
import { MEAL_PLAN_TEXT as T, PLAN_FILTERS, type PlanFilter } from '../meal-plans.texts';
import * as styles from './meal-plans.css';

export interface PlansTabProps {
  plans: MealPlanSummary[] | undefined;
  error: unknown;
  onRetry: () => void;
  filter: PlanFilter;
  onFilterChange: (filter: PlanFilter) => void;
  today: string;
  onNew: () => void;
  onEdit: (plan: MealPlanSummary) => void;
  onDuplicate: (plan: MealPlanSummary) => void;
  onDelete: (plan: MealPlanSummary) => void;
}

/** Case-insensitive match of every typed word against the plan's name and description. */
export function matchesSearch(plan: MealPlanSummary, search: string): boolean {
  const haystack = `${plan.name} ${plan.description ?? ''}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The Meal Plans tab: search, Active Plans / All Plans, grid or list, and a card per plan. */
export function PlansTab({ plans, error, onRetry, filter, onFilterChange, today, onNew, ...actions }: PlansTabProps) {
  const [search, setSearch] = useState('');
  const [layout, setLayout] = useState<ViewMode>('grid');
  let body;
  if (error) body = <ErrorState title={T.loadFailed} onRetry={onRetry} retryLabel={T.tryAgain} />;
  else if (!plans) body = <Skeleton shape="rect" height={220} />;
  else if (plans.length === 0) {
    body = (
      <EmptyState
        title={T.noPlans}
        description={T.noPlansHint}
        icon={<CalendarDays size={34} />}
        actions={<Button onClick={onNew}>{T.newPlan}</Button>}
      />
    );
  } else {
    const shown = plans.filter((plan) => matchesSearch(plan, search));
    body =
      shown.length === 0 ? (
        <p className={styles.muted}>{T.noMatches}</p>
      ) : (
        <Grid gap="md" {...(layout === 'grid' ? { minColumnWidth: '300px' } : { columns: 1 })}>
          {shown.map((plan) => (
            <MealPlanCard
              key={plan.id}
              plan={plan}
              today={today}
              layout={layout}
              href={`/meal-plans/${plan.id}`}
              renderLink={renderRouterLink}
              onEdit={() => actions.onEdit(plan)}
              onDuplicate={() => actions.onDuplicate(plan)}
              onDelete={() => actions.onDelete(plan)}
            />
          ))}
        </Grid>
      );
  }
  return (
    <Stack>
      <Inline gap="sm" justify="between">
        <div className={styles.search}>
          <Input
            type="search"
            aria-label={T.search}
            placeholder={T.search}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Inline gap="xs" role="group" aria-label="Show plans">
          {PLAN_FILTERS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={value === filter ? 'primary' : 'secondary'}
              aria-pressed={value === filter}
              onClick={() => onFilterChange(value)}
            >
              {T.filters[value]}
            </Button>
          ))}
          <ViewToggle value={layout} onValueChange={setLayout} />
        </Inline>
      </Inline>
      {body}
    </Stack>
  );
}
