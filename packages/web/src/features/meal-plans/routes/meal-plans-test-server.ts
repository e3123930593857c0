import type { Meal, MealPlan } from '@potluck/api';
import { member, stubFetch, type StubHandler, type StubRequest } from '../../../test/fetch-stub';
import { calendarOf, sampleMeal, samplePlan, summaryOf } from '../meal-plans.fixtures';

/**
 * The meal plan endpoints over one in-memory plan, for page tests: the real client, hooks and pages run and
 * only fetch answers. `override` replaces single routes ("POST /meal-plans/7/meals/bulk"); routes with a
 * query match on their path alone.
 */
export function stubMealPlans(plan: MealPlan | null = samplePlan(), override: Record<string, StubHandler> = {}) {
  let current = plan;
  const queryOf = (req: StubRequest) => Object.fromEntries(new URL(req.path, 'http://x').searchParams);
  const page = (items: unknown[]) => ({ body: { items, total: items.length, limit: 100, offset: 0 } });
  const routes: Record<string, StubHandler> = {
    'GET /auth/me': () => ({ body: member }),
    'GET /meal-plans': (req) =>
      page(current && (queryOf(req).active_only !== 'true' || current.is_active) ? [summaryOf(current)] : []),
    'GET /meal-plans/templates': () => page([]),
    'GET /meal-plans/analytics': () => ({
      body: {
        days: 30,
        total_plans: current ? 1 : 0,
        total_meals: current?.total_meals ?? 0,
        completed_meals: current?.completed_meals ?? 0,
        completion_rate: 0,
        planning_consistency: { avg_meals_per_plan: current?.total_meals ?? 0 },
        favorite_meal_types: {},
        most_planned_recipes: [],
      },
    }),
    ...override,
  };
  if (current) {
    const id = current.id;
    const replaceMeals = (meals: Meal[]) => (current = samplePlan(meals, { ...current! }));
    routes[`GET /meal-plans/${id}`] ??= () => ({ body: current });
    routes[`GET /meal-plans/${id}/calendar`] ??= (req) => {
      const { start, end } = queryOf(req);
      return { body: calendarOf(current!, start ?? current!.start_date, end ?? current!.end_date) };
    };
    routes[`POST /meal-plans/${id}/meals/bulk`] ??= (req) => {
      const input = (req.body as { meals: Partial<Meal>[] }).meals;
      const added = input.map((meal, i) =>
        sampleMeal({
          recipe_id: null,
          recipe_name: null,
          ...meal,
          ...(meal.recipe_id ? { recipe_name: `Recipe ${meal.recipe_id}` } : {}),
          id: 100 + current!.meals.length + i,
        }),
      );
      replaceMeals([...current!.meals, ...added]);
      return { status: 201, body: { items: added } };
    };
    for (const meal of current.meals) {
      routes[`PUT /meal-plans/meals/${meal.id}`] ??= (req) => {
        const next = current!.meals.map((m) => (m.id === meal.id ? { ...m, ...(req.body as Partial<Meal>) } : m));
        replaceMeals(next);
        return { body: next.find((m) => m.id === meal.id) };
      };
      routes[`DELETE /meal-plans/meals/${meal.id}`] ??= () => {
        replaceMeals(current!.meals.filter((m) => m.id !== meal.id));
        return { status: 204 };
      };
    }
  }
  const stub = stubFetch(
    new Proxy(routes, {
      get(target, key: string) {
        return target[key] ?? target[key.split('?')[0]!];
      },
    }),
  );
  return { ...stub, queryOf, current: () => current };
}
