import { ApiError } from '@potluck/api';
import { addDays, isWithin, todayIn, weekStart } from '@potluck/api/domain';
import { ErrorState, MealPlanProgress, Skeleton, Stack, formatPlanRange } from '@potluck/ui';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../../lib/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { memberTimeZone } from '../api/keys';
import { useSharedPlan } from '../api/use-shared-plan';
import { calendarOf } from '../components/calendar-of';
import { WeekView } from '../components/week-view';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import { PlanNotFound } from './plan-not-found';

const nothing = () => undefined;

/** /meal-plans/shared/{token}: a plan opened through its share link, read-only (spec 001 §2 share dialog). */
export function SharedMealPlanPage() {
  const { token } = useParams();
  const { data: plan, error, mutate } = useSharedPlan(token);
  usePageTitle(plan?.name ?? T.title);
  const today = useMemo(() => todayIn(memberTimeZone()), []);
  const [chosenWeek, setWeek] = useState<string | null>(null);
  if (!token || (error instanceof ApiError && error.status === 404)) return <PlanNotFound />;
  if (error) return <ErrorState title={T.loadPlanFailed} onRetry={() => void mutate()} retryLabel={T.tryAgain} />;
  if (!plan) return <Skeleton shape="rect" height={320} />;
  const start = plan.start_date.slice(0, 10);
  const end = plan.end_date.slice(0, 10);
  const week = chosenWeek ?? weekStart(isWithin(today, start, end) ? today : start);
  return (
    <Stack>
      <PageHeader title={plan.name} description={[T.sharedBy, formatPlanRange(start, end)].join(' · ')} />
      {plan.description ? <p>{plan.description}</p> : null}
      <MealPlanProgress completed={plan.completed_meals} total={plan.total_meals} />
      <WeekView
        week={week}
        calendar={calendarOf(plan, week, addDays(week, 6))}
        today={today}
        includeSnacks={plan.include_snacks}
        // The link's view is read-only even for the owner, who changes the plan on its own page.
        readOnly
        hasPrevious={week > start}
        hasNext={addDays(week, 6) < end}
        onWeekChange={setWeek}
        onAdd={nothing}
        onAddCustom={nothing}
        onRemove={nothing}
        onToggleCooked={nothing}
      />
    </Stack>
  );
}
