import {
  MEAL_PLAN_MESSAGES as M,
  MEAL_PLAN_MAX_DAYS,
  type Meal,
  type MealCalendar,
  type MealPlan,
  type Page,
  type MealPlanSummary,
  mealCalendarSchema,
  mealPlanPageSchema,
} from '@potluck/api';
import { PLAN_MEAL_TYPES, dayOffset, daysOf, todayIn } from '@potluck/api/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { mealPlanInputSchema, mealPlanUpdateSchema } from '@potluck/api';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { at, rows } from '../../db/raw';
import type { Viewer } from '../../db/visibility';
import { unprocessable } from '../../http/http-error';
import { JsonText } from '../../http/json-text';
import { createTtlCache } from '../../lib/ttl-cache';
import { assignments } from '../shopping/shopping-lists.service';
import {
  PLAN_COLUMNS,
  PLAN_COUNTS,
  type PlanRow,
  mealsJson,
  mealsOf,
  ownPlan,
  planNotFound,
  toPlan,
  toSummary,
} from './meal-plans-sql';

type PlanInput = z.output<typeof mealPlanInputSchema>;
type PlanUpdate = z.output<typeof mealPlanUpdateSchema>;
type OwnRow = Omit<PlanRow, 'total_meals' | 'planned_meals' | 'completed_meals'>;

const rangeIssue = (msg: string) => unprocessable({ loc: ['body', 'end_date'], msg, type: 'value_error' });

/** Plans: create, read, update, delete, duplicate and the calendar (spec 001 §3, §7 Meal plans). */
export function createMealPlansService(ctx: AppContext) {
  const { db } = ctx;

  // The list page and a calendar range as last read, per member and query: the plan page reads a week on every
  // scroll and the list on every return. Every write anywhere clears it (app.ts forgets caches after each write;
  // other processes hear it through the change feed, decision 008). Kept as checked JSON text, as shopping does.
  const cache = createTtlCache<JsonText>({ max: 2000, ttlMs: ctx.config.listCacheSeconds * 1000 });

  /** The viewer's own plan row, or 404 'Meal Plan Not Found'. */
  async function own(executor: Executor, viewer: Viewer, id: number): Promise<OwnRow> {
    const [row] = await rows<OwnRow>(
      executor,
      sql`SELECT ${PLAN_COLUMNS} FROM meal_plans p WHERE ${ownPlan(viewer, id)}`,
    );
    if (!row) throw planNotFound();
    return row;
  }

  /** A plan row with its meals as `reader` sees them. */
  async function withMeals(executor: Executor, reader: Viewer, row: OwnRow): Promise<MealPlan> {
    const meals = await rows<Meal>(executor, mealsOf(reader, row.id));
    return toPlan(row, meals, row.user_id !== reader.id);
  }

  async function insertPlan(executor: Executor, viewer: Viewer, input: PlanInput): Promise<number> {
    const now = ctx.config.now();
    const [created] = await rows<{ id: number }>(
      executor,
      sql`INSERT INTO meal_plans (user_id, name, description, start_date, end_date, is_active, default_servings,
          include_snacks, is_template, created_at, updated_at)
        VALUES (${viewer.id}, ${input.name}, ${input.description ?? null}, ${input.start_date}::date,
          ${input.end_date}::date, ${input.is_active}, ${input.default_servings}, ${input.include_snacks},
          ${input.is_template}, ${at(now)}, ${at(now)}) RETURNING id`,
    );
    return created!.id;
  }

  async function listPage(
    viewer: Viewer,
    query: { active_only: boolean; limit: number; offset: number },
  ): Promise<Page<MealPlanSummary>> {
    const active = query.active_only ? sql` AND p.is_active` : sql``;
    const where = sql`p.user_id = ${viewer.id}${active}`;
    // The page first, then the counts of its plans only (counting every plan's meals before the LIMIT cost
    // ~5 ms for 200 plans on PGlite); the total rides along as a window count instead of a second statement.
    const page = await rows<PlanRow & { total: number }>(
      db,
      sql`SELECT ${PLAN_COLUMNS}, c.total_meals, c.planned_meals, c.completed_meals, p.total
        FROM (SELECT p.*, count(*) OVER ()::int AS total FROM meal_plans p WHERE ${where}
          ORDER BY p.start_date DESC, p.id DESC LIMIT ${query.limit} OFFSET ${query.offset}) p ${PLAN_COUNTS}
        ORDER BY p.start_date DESC, p.id DESC`,
    );
    // Past the last page no row carries the total: count apart then (rare).
    const total =
      page[0]?.total ??
      (await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM meal_plans p WHERE ${where}`))[0]!
        .total;
    return { items: page.map(toSummary), total, limit: query.limit, offset: query.offset };
  }

  /** date → meal type → meals for a range clipped to the plan; every day and type present. */
  async function calendarOf(
    viewer: Viewer,
    id: number,
    query: { start?: string; end?: string },
  ): Promise<MealCalendar> {
    // One statement (the plan, its clipped range and that range's meals): a week is read on every scroll.
    const from = sql`greatest(p.start_date, coalesce(${query.start ?? null}::date, p.start_date))`;
    const to = sql`least(p.end_date, coalesce(${query.end ?? null}::date, p.end_date))`;
    const [row] = await rows<{ start: string; end: string; meals: Meal[] }>(
      db,
      sql`SELECT ${from}::text AS "start", ${to}::text AS "end",
          ${mealsJson(viewer, sql`m.meal_plan_id = p.id AND m.meal_date BETWEEN ${from} AND ${to}`)} AS meals
        FROM meal_plans p WHERE ${ownPlan(viewer, id)}`,
    );
    if (!row) throw planNotFound();
    const { start, end, meals } = row;
    const calendar: MealCalendar['calendar'] = {};
    for (const day of daysOf(start, end)) {
      calendar[day] = Object.fromEntries(PLAN_MEAL_TYPES.map((t) => [t, [] as Meal[]])) as Record<
        (typeof PLAN_MEAL_TYPES)[number],
        Meal[]
      >;
    }
    for (const meal of meals) calendar[meal.meal_date]![meal.meal_type].push(meal);
    return { meal_plan_id: id, start, end, calendar };
  }

  return {
    own,
    withMeals,
    insertPlan,

    forget: () => cache.clear(),

    list(viewer: Viewer, query: { active_only: boolean; limit: number; offset: number }): Promise<JsonText> {
      const key = `${viewer.id}:list:${query.active_only}:${query.limit}:${query.offset}`;
      return cache.fetch(key, async () => JsonText.of(mealPlanPageSchema, await listPage(viewer, query)));
    },

    calendar(viewer: Viewer, id: number, query: { start?: string; end?: string }): Promise<JsonText> {
      const key = `${viewer.id}:calendar:${id}:${query.start ?? ''}:${query.end ?? ''}`;
      return cache.fetch(key, async () => JsonText.of(mealCalendarSchema, await calendarOf(viewer, id, query)));
    },

    /** One statement: the viewer's own plan with its meals (someone else's reads as missing). */
    async get(viewer: Viewer, id: number): Promise<MealPlan> {
      const [row] = await rows<OwnRow & { meals: Meal[] }>(
        db,
        sql`SELECT ${PLAN_COLUMNS}, ${mealsJson(viewer, sql`m.meal_plan_id = p.id`)} AS meals
          FROM meal_plans p WHERE ${ownPlan(viewer, id)}`,
      );
      if (!row) throw planNotFound();
      const { meals, ...plan } = row;
      return toPlan(plan, meals, false);
    },

    async create(viewer: Viewer, input: PlanInput): Promise<MealPlan> {
      const id = await insertPlan(db, viewer, input);
      return withMeals(db, viewer, await own(db, viewer, id));
    },

    /** Only the fields sent change; the merged range must hold (end not before start, a year at most, every meal). */
    async update(viewer: Viewer, id: number, input: PlanUpdate): Promise<MealPlan> {
      return db.transaction(async (tx) => {
        const row = await own(tx, viewer, id);
        const start = input.start_date ?? row.start_date;
        const end = input.end_date ?? row.end_date;
        const days = dayOffset(start, end);
        if (days < 0) throw rangeIssue(M.endBeforeStart);
        if (days >= MEAL_PLAN_MAX_DAYS) throw rangeIssue(M.planTooLong);
        const [outside] = await rows<{ n: number }>(
          tx,
          sql`SELECT count(*)::int AS n FROM meals WHERE meal_plan_id = ${id}
            AND (meal_date < ${start}::date OR meal_date > ${end}::date)`,
        );
        if (outside!.n > 0) throw rangeIssue(M.dateOutsidePlan);
        const sets = assignments(input, {
          name: sql`name`,
          description: sql`description`,
          start_date: sql`start_date`,
          end_date: sql`end_date`,
          default_servings: sql`default_servings`,
          include_snacks: sql`include_snacks`,
          is_active: sql`is_active`,
          is_template: sql`is_template`,
        });
        sets.push(sql`updated_at = ${at(ctx.config.now())}`);
        await tx.execute(sql`UPDATE meal_plans SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
        return withMeals(tx, viewer, await own(tx, viewer, id));
      });
    },

    async remove(viewer: Viewer, id: number): Promise<null> {
      const [gone] = await rows<{ id: number }>(
        db,
        sql`DELETE FROM meal_plans p WHERE ${ownPlan(viewer, id)} RETURNING p.id`,
      );
      if (!gone) throw planNotFound();
      return null;
    },

    /**
     * A copy made with the plan form: each meal keeps its offset from the start, type, recipe, servings, notes
     * and custom fields (not whether it was cooked). Meals past the new end, or on a day before the member's
     * today, are left out: past days are read-only.
     */
    async duplicate(viewer: Viewer, id: number, input: PlanInput, tz: string): Promise<MealPlan> {
      const today = todayIn(tz, ctx.config.now());
      return db.transaction(async (tx) => {
        const source = await own(tx, viewer, id);
        const copy = await insertPlan(tx, viewer, input);
        const newDate = sql`(${input.start_date}::date + (m.meal_date - ${source.start_date}::date))`;
        await tx.execute(sql`INSERT INTO meals (meal_plan_id, meal_date, meal_type, recipe_id, servings, notes,
            custom_meal_name, custom_meal_notes, ingredient_modifications, created_at)
          SELECT ${copy}, ${newDate}, m.meal_type, m.recipe_id, m.servings, m.notes, m.custom_meal_name,
            m.custom_meal_notes, m.ingredient_modifications, ${at(ctx.config.now())}
          FROM meals m WHERE m.meal_plan_id = ${id}
            AND ${newDate} <= ${input.end_date}::date AND ${newDate} >= ${today}::date
          ORDER BY m.id`);
        return withMeals(tx, viewer, await own(tx, viewer, copy));
      });
    },
  };
}
export type MealPlansService = ReturnType<typeof createMealPlansService>;
