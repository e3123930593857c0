import type { Meal, mealUpdateSchema, mealsBulkInputSchema } from '@potluck/api';
import { isPastDay, isWithin, todayIn } from '@potluck/api/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { at, rows } from '../../db/raw';
import { type Viewer, visibleTo } from '../../db/visibility';
import { recipeNotFound } from '../recipes/recipe-access';
import { assignments } from '../shopping/shopping-lists.service';
import { mealNotFound, mealsOf, oneMeal, outsidePlan, pastDay } from './meal-plans-sql';
import type { MealPlansService } from './meal-plans.service';

type BulkInput = z.output<typeof mealsBulkInputSchema>;
type MealChange = z.output<typeof mealUpdateSchema>;

interface MealPlace {
  meal_plan_id: number;
  meal_date: string;
  start_date: string;
  end_date: string;
}

/**
 * Meals of a plan. Past days are read-only for everyone (spec 001 §6): nothing is added to, moved into or out
 * of, or removed from a day before the member's today (their IANA time zone, `tz`); ticking a past meal as
 * cooked is allowed.
 */
export function createMealPlanMealsService(ctx: AppContext, deps: { plans: MealPlansService }) {
  const { db } = ctx;
  const today = (tz: string) => todayIn(tz, ctx.config.now());

  /** The viewer's meal with its plan's range, or 404. */
  async function place(viewer: Viewer, mealId: number): Promise<MealPlace> {
    const [row] = await rows<MealPlace>(
      db,
      sql`SELECT m.meal_plan_id, m.meal_date::text AS meal_date, p.start_date::text AS start_date,
          p.end_date::text AS end_date
        FROM meals m JOIN meal_plans p ON p.id = m.meal_plan_id WHERE m.id = ${mealId} AND p.user_id = ${viewer.id}`,
    );
    if (!row) throw mealNotFound();
    return row;
  }

  return {
    /** All or nothing: every meal inside the plan, on today or later, with a recipe the member may see. */
    async add(viewer: Viewer, planId: number, body: BulkInput, tz: string): Promise<{ items: Meal[] }> {
      const plan = await deps.plans.own(db, viewer, planId);
      const now = today(tz);
      body.meals.forEach((meal, index) => {
        const loc = ['body', 'meals', index, 'meal_date'];
        if (!isWithin(meal.meal_date, plan.start_date, plan.end_date)) throw outsidePlan(loc);
        if (isPastDay(meal.meal_date, now)) throw pastDay(loc);
      });
      const recipeIds = [...new Set(body.meals.flatMap((m) => (m.recipe_id ? [m.recipe_id] : [])))];
      if (recipeIds.length > 0) {
        const seen = await rows<{ id: number }>(
          db,
          sql`SELECT r.id FROM recipes r WHERE r.id IN (${sql.join(
            recipeIds.map((id) => sql`${id}`),
            sql`, `,
          )}) AND ${visibleTo(viewer)}`,
        );
        if (seen.length !== recipeIds.length) throw recipeNotFound();
      }
      const created = at(ctx.config.now());
      const values = body.meals.map(
        (m) =>
          sql`(${planId}, ${m.meal_date}::date, ${m.meal_type}, ${m.recipe_id ?? null}, ${
            m.servings ?? plan.default_servings
          }, ${m.notes ?? null}, ${m.custom_meal_name || null}, ${m.custom_meal_notes ?? null}, ${
            m.ingredient_modifications ? JSON.stringify(m.ingredient_modifications) : null
          }::jsonb, ${created})`,
      );
      return db.transaction(async (tx) => {
        const ids = await rows<{ id: number }>(
          tx,
          sql`INSERT INTO meals (meal_plan_id, meal_date, meal_type, recipe_id, servings, notes, custom_meal_name,
              custom_meal_notes, ingredient_modifications, created_at)
            VALUES ${sql.join(values, sql`, `)} RETURNING id`,
        );
        await tx.execute(sql`UPDATE meal_plans SET updated_at = ${created} WHERE id = ${planId}`);
        const wanted = new Set(ids.map((r) => r.id));
        const meals = await rows<Meal>(tx, mealsOf(viewer, planId));
        return { items: meals.filter((m) => wanted.has(m.id)) };
      });
    },

    /** Moves need both days to be today or later; on a past day only is_completed may change. */
    async update(viewer: Viewer, mealId: number, change: MealChange, tz: string): Promise<Meal> {
      const meal = await place(viewer, mealId);
      const now = today(tz);
      const target = change.meal_date ?? meal.meal_date;
      const onlyTicking = Object.entries(change).every(([k, v]) => k === 'is_completed' || v === undefined);
      if (isPastDay(meal.meal_date, now) && !onlyTicking) throw pastDay(['path', 'id']);
      if (change.meal_date !== undefined) {
        if (!isWithin(target, meal.start_date, meal.end_date)) throw outsidePlan(['body', 'meal_date']);
        if (isPastDay(target, now)) throw pastDay(['body', 'meal_date']);
      }
      const sets = assignments(
        {
          ...change,
          ingredient_modifications:
            change.ingredient_modifications === undefined
              ? undefined
              : change.ingredient_modifications && JSON.stringify(change.ingredient_modifications),
        },
        {
          meal_date: sql`meal_date`,
          meal_type: sql`meal_type`,
          servings: sql`servings`,
          notes: sql`notes`,
          custom_meal_name: sql`custom_meal_name`,
          custom_meal_notes: sql`custom_meal_notes`,
          ingredient_modifications: sql`ingredient_modifications`,
          is_completed: sql`is_completed`,
        },
      );
      if (sets.length > 0) {
        await db.execute(sql`UPDATE meals SET ${sql.join(sets, sql`, `)} WHERE id = ${mealId}`);
        await db.execute(
          sql`UPDATE meal_plans SET updated_at = ${at(ctx.config.now())} WHERE id = ${meal.meal_plan_id}`,
        );
      }
      const [row] = await rows<Meal>(db, oneMeal(viewer, mealId));
      return row!;
    },

    async remove(viewer: Viewer, mealId: number, tz: string): Promise<null> {
      const meal = await place(viewer, mealId);
      if (isPastDay(meal.meal_date, today(tz))) throw pastDay(['path', 'id']);
      await db.execute(sql`DELETE FROM meals WHERE id = ${mealId}`);
      return null;
    },
  };
}
export type MealPlanMealsService = ReturnType<typeof createMealPlanMealsService>;
