import { ApiError, httpErrorText } from '@potluck/api';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isCalendarOf, isPlansKey, mealPlanKeys, memberTimeZone } from '../api/keys';
import { clearPlanningContext, readPlanningContext } from '../api/planning-context';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';

/** The spec's texts for a failed add (001 §8): a refused request (400, or our 422) says why. */
export function addFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422)) return T.addFailed;
  // Without a server detail the client writes its own 'HTTP 400: …' line: that is no detail to show.
  const detail = error.detailText;
  return T.addError400(detail?.startsWith(httpErrorText(error.status, '')) ? undefined : detail);
}

/**
 * /meal-plans?recipes=1,2 (back from /recipes?mode=create-list): adds the chosen recipes to the plan, day and
 * slot of the stored meal-planning context, then opens that plan. Returns the state to show meanwhile.
 */
export function useAddFromCollection(recipeIds: readonly number[] | null): { busy: boolean; error: string | null } {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const ids = recipeIds?.join(',') ?? null;

  useEffect(() => {
    if (ids === null || started.current) return;
    started.current = true;
    const context = readPlanningContext();
    if (!context) {
      setError(T.contextMissing);
      return;
    }
    const meals = ids
      .split(',')
      .filter(Boolean)
      .map((id) => ({ meal_date: context.meal_date, meal_type: context.meal_type, recipe_id: Number(id) }));
    api.mealPlans
      .addMeals({ params: { id: context.plan_id }, query: { tz: memberTimeZone() }, body: { meals } })
      .then(() => {
        clearPlanningContext();
        // The plan, its weeks and the list counts changed: drop what the cache kept from before the collection.
        void mutate((key) => isPlansKey(key) || isCalendarOf(context.plan_id)(key));
        void mutate(mealPlanKeys.plan(context.plan_id));
        navigate(`/meal-plans/${context.plan_id}`, { replace: true });
      })
      .catch((failure: unknown) => {
        console.warn('Adding recipes to a meal plan failed', failure);
        setError(addFailureText(failure));
      });
  }, [ids, navigate, mutate]);

  return { busy: ids !== null && error === null, error };
}
