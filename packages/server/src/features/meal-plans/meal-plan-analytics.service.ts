import type { MealPlanAnalytics } from '@potluck/api';
import { PLAN_MEAL_TYPES } from '@potluck/api/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { at, rows } from '../../db/raw';
import { type Viewer, visibleTo } from '../../db/visibility';

/** Top recipes shown (spec 001 §9). */
const TOP_RECIPES = 10;
const DAY_MS = 86_400_000;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Meal planning figures from stored data: plans created in the window and their meals. */
export function createMealPlanAnalyticsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async analytics(viewer: Viewer, days: number): Promise<MealPlanAnalytics> {
      const since = at(new Date(ctx.config.now().getTime() - days * DAY_MS));
      const plans = sql`SELECT id FROM meal_plans WHERE user_id = ${viewer.id} AND created_at >= ${since}`;
      const [[totals], types, recipes] = await Promise.all([
        rows<{ plans: number; meals: number; completed: number }>(
          db,
          sql`SELECT (SELECT count(*)::int FROM (${plans}) p) AS plans, count(m.id)::int AS meals,
              count(m.id) FILTER (WHERE m.is_completed)::int AS completed
            FROM meals m WHERE m.meal_plan_id IN (${plans})`,
        ),
        rows<{ meal_type: string; count: number }>(
          db,
          sql`SELECT m.meal_type, count(*)::int AS count FROM meals m WHERE m.meal_plan_id IN (${plans})
            GROUP BY m.meal_type`,
        ),
        rows<{ recipe_id: number; recipe_name: string; count: number }>(
          db,
          sql`SELECT r.id AS recipe_id, r.title AS recipe_name, count(*)::int AS count
            FROM meals m JOIN recipes r ON r.id = m.recipe_id AND ${visibleTo(viewer)}
            WHERE m.meal_plan_id IN (${plans})
            GROUP BY r.id, r.title ORDER BY count(*) DESC, r.id LIMIT ${TOP_RECIPES}`,
        ),
      ]);
      const { plans: totalPlans, meals, completed } = totals!;
      const favorite = Object.fromEntries(PLAN_MEAL_TYPES.map((t) => [t, 0])) as Record<string, number>;
      for (const row of types) favorite[row.meal_type] = row.count;
      return {
        days,
        total_plans: totalPlans,
        total_meals: meals,
        completed_meals: completed,
        completion_rate: meals > 0 ? oneDecimal((completed * 100) / meals) : 0,
        planning_consistency: { avg_meals_per_plan: totalPlans > 0 ? oneDecimal(meals / totalPlans) : 0 },
        favorite_meal_types: favorite,
        most_planned_recipes: recipes,
      };
    },
  };
}
export type MealPlanAnalyticsService = ReturnType<typeof createMealPlanAnalyticsService>;
