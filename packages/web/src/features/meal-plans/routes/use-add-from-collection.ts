import { ApiError, httpErrorText, type MealPlanSummary } from '@potluck/api';
import { isWithin } from '@potluck/api/domain';
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

/** The chosen day lies outside the plan (edited or deleted since): the member picks another range or plan. */
export interface OutsidePlans {
  day: string;
  plans: MealPlanSummary[];
}

export interface AddFromCollectionState {
  busy: boolean;
  error: string | null;
  outside: OutsidePlans | null;
}

/**
 * /meal-plans?recipes=1,2 (back from /recipes?mode=create-list): adds the chosen recipes to the plan, day and
 * slot of the stored meal-planning context, then opens that plan. Returns the state to show meanwhile.
 */
export function useAddFromCollection(recipeIds: readonly number[] | null): AddFromCollectionState {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string | null>(null);
  const [outside, setOutside] = useState<OutsidePlans | null>(null);
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
    const add = async () => {
      // The day must fall inside the plan's range (spec 001 §8); the plan may have moved or gone since the
      // context was stored, so its range is read now rather than trusted from the context.
      const plans = (await api.mealPlans.list({ query: { active_only: false, limit: 100 } })).items;
      const plan = plans.find((p) => p.id === context.plan_id);
      if (!plan || !isWithin(context.meal_date, plan.start_date, plan.end_date)) {
        setOutside({ day: context.meal_date, plans });
        return;
      }
      await api.mealPlans.addMeals({ params: { id: plan.id }, query: { tz: memberTimeZone() }, body: { meals } });
      clearPlanningContext();
      // The plan, its weeks and the list counts changed: drop what the cache kept from before the collection.
      void mutate((key) => isPlansKey(key) || isCalendarOf(context.plan_id)(key));
      void mutate(mealPlanKeys.plan(context.plan_id));
      navigate(`/meal-plans/${context.plan_id}`, { replace: true });
    };
    add().catch((failure: unknown) => {
      console.warn('Adding recipes to a meal plan failed', failure);
      setError(addFailureText(failure));
    });
  }, [ids, navigate, mutate]);

  // Once the page drops ?recipes (back to the list, or a new plan), the outcome is no longer shown.
  if (ids === null) return { busy: false, error: null, outside: null };
  return { busy: error === null && outside === null, error, outside };
}

/**
 * /meal-plans?selection=cancelled (Cancel in the recipe collection's create-list mode): back to the plan the
 * member was adding to, or to the plan list when no meal-planning context is stored.
 */
export function useCancelledSelection(cancelled: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!cancelled) return;
    const context = readPlanningContext();
    clearPlanningContext();
    navigate(context ? `/meal-plans/${context.plan_id}` : '/meal-plans', { replace: true });
  }, [cancelled, navigate]);
}
