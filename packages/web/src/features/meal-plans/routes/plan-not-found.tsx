import { Button, EmptyState, Stack } from '@potluck/ui';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../lib/page-header';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';

/** 'Meal Plan Not Found' (spec 001 §2): missing, someone else's, or a revoked share link. */
export function PlanNotFound() {
  return (
    <Stack>
      <PageHeader title={T.title} />
      <EmptyState
        title={T.notFound}
        description={T.notFoundMessage}
        icon={<SearchX size={34} />}
        actions={
          <Button asChild variant="secondary">
            <Link to="/meal-plans">{T.breadcrumb}</Link>
          </Button>
        }
      />
    </Stack>
  );
}
