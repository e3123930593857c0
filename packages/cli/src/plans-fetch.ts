import { ApiError, MEAL_PLAN_MESSAGES, type MealPlan } from '@potluck/api';
import type { PotluckClient } from '@potluck/api/client';
import type { Context } from './context';
import { UserError } from './errors';

/** The server's 404 for a plan (missing, or another member's: it never says which) with where to look. */
export const planNotFound = (id: number) =>
  new UserError(`${MEAL_PLAN_MESSAGES.notFound}: ${id}. See your plans with \`potluck plans list --all\`.`, {
    status: 404,
  });

/** Runs a call on one plan, turning its 404 into planNotFound; other failures as every command explains them. */
export function callOnPlan<T>(ctx: Context, id: number, run: () => Promise<T>): Promise<T> {
  return ctx.call(
    async () => {
      try {
        return await run();
      } catch (error) {
        throw error instanceof ApiError && error.status === 404 ? planNotFound(id) : error;
      }
    },
    { authenticated: true },
  );
}

/** GET /meal-plans/:id: one of the member's plans with all its meals. */
export const fetchPlan = (ctx: Context, client: PotluckClient, id: number): Promise<MealPlan> =>
  callOnPlan(ctx, id, () => client.mealPlans.get({ params: { id } }));
