import type {
  MealPlan,
  MealPlanTemplate,
  Page,
  fromMealTemplateSchema,
  mealTemplateUpdateSchema,
  saveAsMealTemplateSchema,
} from '@potluck/api';
import { addDays, todayIn } from '@potluck/api/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { at, rows, toIso } from '../../db/raw';
import { type Viewer, visibleTo } from '../../db/visibility';
import { notFound } from '../../http/http-error';
import { assignments } from '../shopping/shopping-lists.service';
import type { MealPlansService } from './meal-plans.service';

type SaveInput = z.output<typeof saveAsMealTemplateSchema>;
type UpdateInput = z.output<typeof mealTemplateUpdateSchema>;
type StartInput = z.output<typeof fromMealTemplateSchema>;
type TemplateRow = Omit<MealPlanTemplate, 'is_own' | 'created_at'> & { created_at: string | Date };

export const TEMPLATE_NOT_FOUND = 'Meal plan template not found';
const templateNotFound = () => notFound(TEMPLATE_NOT_FOUND);

/**
 * A template's columns over `meal_plan_templates t`, its meals as `reader` sees their recipes (a recipe out of
 * sight shows no id and no title, and is not planned when a plan starts from the template).
 */
const columns = (reader: Viewer) => sql`t.id, t.name, t.description, t.duration_days, t.default_servings,
  t.include_snacks, t.is_public, t.creator_id, t.created_at,
  (SELECT coalesce(json_agg(x ORDER BY x.day_offset, x.position, x.id), '[]'::json) FROM (
    SELECT tm.id, tm.day_offset, tm.meal_type, r.id AS recipe_id, r.title AS recipe_name, tm.servings, tm.notes,
      tm.custom_meal_name, tm.custom_meal_notes,
      array_position(ARRAY['breakfast','lunch','dinner','snack','dessert']::text[], tm.meal_type) AS position
    FROM meal_plan_template_meals tm LEFT JOIN recipes r ON r.id = tm.recipe_id AND ${visibleTo(reader)}
    WHERE tm.template_id = t.id) x) AS meals`;

const visible = (viewer: Viewer): SQL => sql`(t.creator_id = ${viewer.id} OR t.is_public)`;

function toTemplate(row: TemplateRow, viewer: Viewer): MealPlanTemplate {
  return {
    ...row,
    created_at: toIso(row.created_at),
    is_own: row.creator_id === viewer.id,
    meals: row.meals.map((m) => ({
      day_offset: m.day_offset,
      meal_type: m.meal_type,
      recipe_id: m.recipe_id,
      recipe_name: m.recipe_name,
      servings: m.servings,
      notes: m.notes,
      custom_meal_name: m.custom_meal_name,
      custom_meal_notes: m.custom_meal_notes,
    })),
  };
}

/** Plan templates: a plan's meals by day offset; yours and public ones are usable, only yours are editable. */
export function createMealPlanTemplatesService(ctx: AppContext, deps: { plans: MealPlansService }) {
  const { db } = ctx;

  async function read(executor: Executor, viewer: Viewer, id: number, owner = false): Promise<MealPlanTemplate> {
    const who = owner ? sql`t.creator_id = ${viewer.id}` : visible(viewer);
    const [row] = await rows<TemplateRow>(
      executor,
      sql`SELECT ${columns(viewer)} FROM meal_plan_templates t WHERE t.id = ${id} AND ${who}`,
    );
    if (!row) throw templateNotFound();
    return toTemplate(row, viewer);
  }

  return {
    async list(
      viewer: Viewer,
      query: { include_public: boolean; limit: number; offset: number },
    ): Promise<Page<MealPlanTemplate>> {
      const where = query.include_public ? visible(viewer) : sql`t.creator_id = ${viewer.id}`;
      const [page, [count]] = await Promise.all([
        rows<TemplateRow>(
          db,
          sql`SELECT ${columns(viewer)} FROM meal_plan_templates t WHERE ${where}
            ORDER BY (t.creator_id = ${viewer.id}) DESC, t.created_at DESC, t.id DESC
            LIMIT ${query.limit} OFFSET ${query.offset}`,
        ),
        rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM meal_plan_templates t WHERE ${where}`),
      ]);
      return {
        items: page.map((r) => toTemplate(r, viewer)),
        total: count!.total,
        limit: query.limit,
        offset: query.offset,
      };
    },

    get: (viewer: Viewer, id: number) => read(db, viewer, id),

    /** The plan's meals by their offset from its start; cooked or not does not matter to a template. */
    async saveFromPlan(viewer: Viewer, planId: number, input: SaveInput): Promise<MealPlanTemplate> {
      return db.transaction(async (tx) => {
        const plan = await deps.plans.own(tx, viewer, planId);
        const now = at(ctx.config.now());
        const [created] = await rows<{ id: number }>(
          tx,
          sql`INSERT INTO meal_plan_templates (creator_id, name, description, duration_days, default_servings,
              include_snacks, is_public, created_at, updated_at)
            VALUES (${viewer.id}, ${input.name}, ${input.description ?? null},
              ${plan.end_date}::date - ${plan.start_date}::date + 1, ${plan.default_servings}, ${plan.include_snacks},
              ${input.is_public}, ${now}, ${now}) RETURNING id`,
        );
        await tx.execute(sql`INSERT INTO meal_plan_template_meals (template_id, day_offset, meal_type, recipe_id,
            servings, notes, custom_meal_name, custom_meal_notes)
          SELECT ${created!.id}, m.meal_date - ${plan.start_date}::date, m.meal_type, m.recipe_id, m.servings, m.notes,
            m.custom_meal_name, m.custom_meal_notes
          FROM meals m WHERE m.meal_plan_id = ${planId} ORDER BY m.meal_date, m.id`);
        return read(tx, viewer, created!.id);
      });
    },

    async update(viewer: Viewer, id: number, input: UpdateInput): Promise<MealPlanTemplate> {
      await read(db, viewer, id, true);
      const sets = assignments(input, { name: sql`name`, description: sql`description`, is_public: sql`is_public` });
      sets.push(sql`updated_at = ${at(ctx.config.now())}`);
      await db.execute(sql`UPDATE meal_plan_templates SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
      return read(db, viewer, id);
    },

    async remove(viewer: Viewer, id: number): Promise<null> {
      const [gone] = await rows<{ id: number }>(
        db,
        sql`DELETE FROM meal_plan_templates WHERE id = ${id} AND creator_id = ${viewer.id} RETURNING id`,
      );
      if (!gone) throw templateNotFound();
      return null;
    },

    /**
     * A new plan of the template's length from start_date; each meal on start_date + its offset. Meals of recipes
     * out of the member's sight, and meals that would land before the member's today, are not planned.
     */
    async startPlan(viewer: Viewer, input: StartInput, tz: string): Promise<MealPlan> {
      const today = todayIn(tz, ctx.config.now());
      return db.transaction(async (tx) => {
        const template = await read(tx, viewer, input.template_id);
        const planId = await deps.plans.insertPlan(tx, viewer, {
          name: input.name ?? template.name,
          description: input.description ?? template.description,
          start_date: input.start_date,
          end_date: addDays(input.start_date, template.duration_days - 1),
          default_servings: template.default_servings,
          include_snacks: template.include_snacks,
          is_active: true,
          is_template: false,
        });
        const meals = template.meals
          .filter((m) => m.recipe_id !== null || m.custom_meal_name !== null)
          .map((m) => ({ ...m, day: addDays(input.start_date, m.day_offset) }))
          .filter((m) => m.day >= today);
        if (meals.length > 0) {
          const now = at(ctx.config.now());
          const values = meals.map(
            (m) => sql`(${planId}, ${m.day}::date, ${m.meal_type}, ${m.recipe_id}, ${m.servings}, ${m.notes},
              ${m.custom_meal_name}, ${m.custom_meal_notes}, ${now})`,
          );
          await tx.execute(sql`INSERT INTO meals (meal_plan_id, meal_date, meal_type, recipe_id, servings, notes,
              custom_meal_name, custom_meal_notes, created_at) VALUES ${sql.join(values, sql`, `)}`);
        }
        return deps.plans.withMeals(tx, viewer, await deps.plans.own(tx, viewer, planId));
      });
    },
  };
}
export type MealPlanTemplatesService = ReturnType<typeof createMealPlanTemplatesService>;
