import { MEAL_PLAN_MESSAGES as M, type ShoppingList, type fromMealPlanInputSchema } from '@potluck/api';
import { type ShoppingIngredient, daysOf, isWithin, scaleQuantity } from '@potluck/api/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { rows } from '../../db/raw';
import { type Viewer, visibleTo } from '../../db/visibility';
import { unprocessable } from '../../http/http-error';
import type { ShoppingGenerateService } from '../shopping/shopping-generate.service';
import type { MealPlansService } from './meal-plans.service';

type FromMealPlan = z.output<typeof fromMealPlanInputSchema>;

interface MealIngredients {
  recipe_id: number;
  meal_servings: number;
  recipe_servings: number | null;
  ingredients: Array<{ name: string; amount: number | null; unit: string | null }>;
}

/** POST /shopping/lists/from-meal-plan: the recipes of the chosen days, merged by the shopping rules. */
export function createMealPlanShoppingService(
  ctx: AppContext,
  deps: { plans: MealPlansService; generate: ShoppingGenerateService },
) {
  const { db } = ctx;

  return {
    /**
     * Every recipe meal of the chosen days (dates, else date_range, else the whole plan), each scaled by the
     * meal's servings against the recipe's own; custom meals and recipes out of sight add nothing.
     */
    async fromMealPlan(viewer: Viewer, body: FromMealPlan): Promise<ShoppingList> {
      const plan = await deps.plans.own(db, viewer, body.meal_plan_id);
      const chosen = body.dates
        ? body.dates
        : body.date_range
          ? daysOf(body.date_range.start_date, body.date_range.end_date)
          : daysOf(plan.start_date, plan.end_date);
      const days = [...new Set(chosen)].filter((d) => isWithin(d, plan.start_date, plan.end_date));
      if (days.length === 0)
        throw unprocessable({
          loc: ['body', body.dates ? 'dates' : 'date_range'],
          msg: M.daysRequired,
          type: 'value_error',
        });
      const meals = await rows<MealIngredients>(
        db,
        sql`SELECT r.id AS recipe_id, m.servings AS meal_servings, r.servings AS recipe_servings,
            (SELECT coalesce(json_agg(json_build_object('name', i.ingredient_name, 'amount', i.amount, 'unit', i.unit)
              ORDER BY i.position), '[]'::json) FROM recipe_ingredients i WHERE i.recipe_id = r.id) AS ingredients
          FROM meals m JOIN recipes r ON r.id = m.recipe_id AND ${visibleTo(viewer)}
          WHERE m.meal_plan_id = ${plan.id} AND m.meal_date::text IN (${sql.join(
            days.map((d) => sql`${d}`),
            sql`, `,
          )})
          ORDER BY m.meal_date, m.id`,
      );
      const ingredients: ShoppingIngredient[] = meals.flatMap((meal) => {
        const own = meal.recipe_servings && meal.recipe_servings > 0 ? meal.recipe_servings : meal.meal_servings;
        const factor = meal.meal_servings / own;
        return meal.ingredients.map((i) => ({
          name: i.name,
          amount: scaleQuantity(i.amount, factor),
          unit: i.unit,
          recipe_id: meal.recipe_id,
        }));
      });
      return deps.generate.fromIngredients(viewer, ingredients, body.merge_similar_items, {
        name: body.name,
        description: body.description,
      });
    },
  };
}
export type MealPlanShoppingService = ReturnType<typeof createMealPlanShoppingService>;
