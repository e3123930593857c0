import { MEAL_PLAN_MESSAGES, type Meal, type MealPlan, type Recipe } from '@potluck/api';
import { addDays, isPastDay, isWithin, todayIn } from '@potluck/api/domain';
import { makeItem, makeList, type StoredList } from './fake-shopping-api';

/** A plan as the fake server holds it: the owner decides who sees it (others get 404, as on the server). */
export type StoredPlan = MealPlan & { owner_id: number };

/** What the fake server holds for the meal-plan endpoints (part of fakeApi's state). */
export interface MealPlanState {
  recipes: Recipe[];
  lists: StoredList[];
  plans: StoredPlan[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A plan with its counts computed from its meals, as the server sends it; days are relative to today (UTC). */
export function makePlan(plan: Partial<StoredPlan> & Pick<StoredPlan, 'id' | 'name'>): StoredPlan {
  const today = todayIn('UTC');
  const meals = plan.meals ?? [];
  const completed = meals.filter((meal) => meal.is_completed).length;
  return {
    owner_id: 1,
    description: null,
    start_date: addDays(today, -3),
    end_date: addDays(today, 10),
    is_active: true,
    default_servings: 4,
    include_snacks: true,
    is_template: false,
    is_shared: false,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    total_slots: 56,
    read_only: false,
    ...plan,
    meals,
    total_meals: meals.length,
    planned_meals: meals.length,
    completed_meals: completed,
    completion_percentage: meals.length === 0 ? 0 : Math.round((completed * 100) / meals.length),
  };
}

/** The meal-plan routes (and the shopping list made from a plan) for a signed-in `viewer`; null for others. */
export function createMealPlanRoutes(state: MealPlanState, viewer: number) {
  let nextId = 5000;
  const own = (id: number) => state.plans.find((plan) => plan.id === id && plan.owner_id === viewer);
  const answer = ({ owner_id: _owner, ...plan }: StoredPlan) => plan;
  const summary = ({ meals: _meals, read_only: _readOnly, ...plan }: ReturnType<typeof answer>) => plan;

  return (method: string, path: string, url: URL, init: RequestInit | undefined): Response | null => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    if (method === 'GET' && path === '/meal-plans') {
      const activeOnly = url.searchParams.get('active_only') === 'true';
      const mine = state.plans.filter((p) => p.owner_id === viewer && (!activeOnly || p.is_active));
      const items = mine.sort((a, b) => b.start_date.localeCompare(a.start_date)).map((p) => summary(answer(p)));
      return json(200, { items, total: items.length, limit: 100, offset: 0 });
    }
    const one = /^\/meal-plans\/(\d+)$/.exec(path);
    if (method === 'GET' && one) {
      const plan = own(Number(one[1]));
      return plan ? json(200, answer(plan)) : json(404, { detail: MEAL_PLAN_MESSAGES.notFound });
    }
    const bulk = /^\/meal-plans\/(\d+)\/meals\/bulk$/.exec(path);
    if (method === 'POST' && bulk) {
      const plan = own(Number(bulk[1]));
      if (!plan) return json(404, { detail: MEAL_PLAN_MESSAGES.notFound });
      const today = todayIn(url.searchParams.get('tz') ?? 'UTC');
      const inputs = (body?.meals ?? []) as Array<Partial<Meal> & Pick<Meal, 'meal_date' | 'meal_type'>>;
      for (const input of inputs) {
        if (!isWithin(input.meal_date, plan.start_date, plan.end_date))
          return json(422, { detail: MEAL_PLAN_MESSAGES.dateOutsidePlan });
        if (isPastDay(input.meal_date, today)) return json(422, { detail: MEAL_PLAN_MESSAGES.pastDayReadOnly });
      }
      const added = inputs.map((input): Meal => {
        const recipe = state.recipes.find((r) => r.id === input.recipe_id);
        return {
          id: ++nextId,
          meal_plan_id: plan.id,
          meal_date: input.meal_date,
          meal_type: input.meal_type,
          recipe_id: recipe?.id ?? null,
          recipe_name: recipe?.title ?? null,
          recipe_servings: recipe?.servings ?? null,
          servings: plan.default_servings,
          notes: null,
          custom_meal_name: input.custom_meal_name ?? null,
          custom_meal_notes: null,
          ingredient_modifications: null,
          is_completed: false,
        };
      });
      const next = makePlan({ ...plan, meals: [...plan.meals, ...added] });
      state.plans = state.plans.map((p) => (p.id === plan.id ? next : p));
      return json(201, { items: added });
    }
    if (method === 'POST' && path === '/shopping/lists/from-meal-plan') {
      const plan = own(Number(body?.meal_plan_id));
      if (!plan) return json(404, { detail: MEAL_PLAN_MESSAGES.notFound });
      const range = body?.date_range as { start_date: string; end_date: string } | null | undefined;
      const listId = ++nextId;
      const meals = plan.meals.filter((m) => !range || isWithin(m.meal_date, range.start_date, range.end_date));
      const items = meals.flatMap((meal) =>
        (state.recipes.find((r) => r.id === meal.recipe_id)?.ingredients ?? []).map((i) =>
          makeItem({ id: ++nextId, shopping_list_id: listId, name: i.ingredient_name, amount: i.amount, unit: i.unit }),
        ),
      );
      const { owner_id: _owner, ...list } = makeList({ id: listId, name: String(body?.name), items });
      state.lists.push(makeList({ ...list, owner_id: viewer }));
      return json(201, list);
    }
    return null;
  };
}
