import type { MealPlanSummary } from '@potluck/api';
import { Button, EmptyState, Grid, MealPlanCard, Skeleton, Stack } from '@potluck/ui';
import { LayoutTemplate, Plus } from 'lucide-react';
import { renderRouterLink } from '../../../lib/router-link';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';

export interface TemplatesTabProps {
  /** Your plans marked as templates. */
  templates: MealPlanSummary[] | undefined;
  today: string;
  onCreate: () => void;
  onEdit: (plan: MealPlanSummary) => void;
  onDuplicate: (plan: MealPlanSummary) => void;
  onDelete: (plan: MealPlanSummary) => void;
}

/** The Templates tab: Create Template, and your template plans (duplicate one to start a plan from it). */
export function TemplatesTab({ templates, today, onCreate, ...actions }: TemplatesTabProps) {
  const create = (
    <Button iconStart={<Plus size={18} />} onClick={onCreate}>
      {T.createTemplate}
    </Button>
  );
  if (!templates) return <Skeleton shape="rect" height={220} />;
  if (templates.length === 0) {
    return (
      <EmptyState
        title={T.noTemplates}
        description={T.noTemplatesHint}
        icon={<LayoutTemplate size={34} />}
        actions={create}
      />
    );
  }
  return (
    <Stack>
      <div>{create}</div>
      <Grid gap="md" minColumnWidth="300px">
        {templates.map((plan) => (
          <MealPlanCard
            key={plan.id}
            plan={plan}
            today={today}
            href={`/meal-plans/${plan.id}`}
            renderLink={renderRouterLink}
            onEdit={() => actions.onEdit(plan)}
            onDuplicate={() => actions.onDuplicate(plan)}
            onDelete={() => actions.onDelete(plan)}
          />
        ))}
      </Grid>
    </Stack>
  );
}
