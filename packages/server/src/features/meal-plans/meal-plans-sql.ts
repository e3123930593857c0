import { MEAL_PLAN_MESSAGES, type Meal, type MealPlan, type MealPlanSummary } from '@potluck/api';
import { PLAN_MEAL_TYPES, completionPercentage, dayOffset } from '@potluck/api/domain';
import { type SQL, sql } from 'drizzle-orm';
import { toIso } from '../../db/raw';
import { type Viewer, visibleTo } from '../../db/visibility';
import { notFound, unprocessable } from '../../http/http-error';

export const planNotFound = () => notFound(MEAL_PLAN_MESSAGES.notFound);
export const mealNotFound = () => notFound(MEAL_PLAN_MESSAGES.mealNotFound);
export const pastDay = (loc: Array<string | number>) =>
  unprocessable({ loc, msg: MEAL_PLAN_MESSAGES.pastDayReadOnly, type: 'past_day' });
export const outsidePlan = (loc: Array<string | number>) =>
  unprocessable({ loc, msg: MEAL_PLAN_MESSAGES.dateOutsidePlan, type: 'outside_plan' });

/** Meal types in slot order, for ORDER BY. */
export const MEAL_TYPE_ORDER = sql.raw(
  `array_position(ARRAY[${PLAN_MEAL_TYPES.map((t) => `'${t}'`).join(', ')}]::text[], m.meal_type)`,
);

/**
 * A meal's columns over `meals m` joined to `recipes r` as the reader may see them: a recipe that is out of
 * the reader's sight (made private later, or someone else's in a shared plan) shows neither its id nor title.
 */
const MEAL_COLUMNS = sql.raw(`m.id, m.meal_plan_id, m.meal_date::text AS meal_date, m.meal_type,
  r.id AS recipe_id, r.title AS recipe_name, r.servings AS recipe_servings, m.servings, m.notes,
  m.custom_meal_name, m.custom_meal_notes, m.ingredient_modifications, m.is_completed`);
export const mealsFrom = (reader: Viewer) =>
  sql`meals m LEFT JOIN recipes r ON r.id = m.recipe_id AND ${visibleTo(reader)}`;

/** Meals of one plan (optionally within a range of days), in date then slot order. */
export function mealsOf(reader: Viewer, planId: number, range?: { start: string; end: string }): SQL {
  const within = range ? sql` AND m.meal_date BETWEEN ${range.start}::date AND ${range.end}::date` : sql``;
  return sql`SELECT ${MEAL_COLUMNS} FROM ${mealsFrom(reader)} WHERE m.meal_plan_id = ${planId}${within}
    ORDER BY m.meal_date, ${MEAL_TYPE_ORDER}, m.id`;
}

/** The meals matching `where` (over `m`) as one JSON array in date then slot order, for one-statement reads. */
export const mealsJson = (reader: Viewer, where: SQL): SQL =>
  sql`(SELECT coalesce(json_agg(x), '[]'::json) FROM (SELECT ${MEAL_COLUMNS} FROM ${mealsFrom(reader)}
    WHERE ${where} ORDER BY m.meal_date, ${MEAL_TYPE_ORDER}, m.id) x)`;

/** One meal, as its reader sees it. */
export const oneMeal = (reader: Viewer, mealId: number): SQL =>
  sql`SELECT ${MEAL_COLUMNS} FROM ${mealsFrom(reader)} WHERE m.id = ${mealId}`;

/** A plan's own columns over `meal_plans p`. */
export const PLAN_COLUMNS = sql.raw(`p.id, p.user_id, p.name, p.description, p.start_date::text AS start_date,
  p.end_date::text AS end_date, p.is_active, p.default_servings, p.include_snacks, p.is_template,
  (p.share_token_hash IS NOT NULL) AS is_shared, p.created_at, p.updated_at`);
/** A plan's meal counts, with PLAN_COLUMNS (alias c). */
export const PLAN_COUNTS = sql.raw(`LEFT JOIN LATERAL (SELECT count(*)::int AS total_meals,
  count(DISTINCT (m.meal_date, m.meal_type))::int AS planned_meals,
  count(*) FILTER (WHERE m.is_completed)::int AS completed_meals FROM meals m WHERE m.meal_plan_id = p.id) c ON TRUE`);

export interface PlanRow {
  id: number;
  user_id: number;
  name: string;
  description: string | null;
  start_date: string;
  end_date: string;
  is_active: boolean;
  default_servings: number;
  include_snacks: boolean;
  is_template: boolean;
  is_shared: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  total_meals: number;
  planned_meals: number;
  completed_meals: number;
}

export function toSummary(row: PlanRow): MealPlanSummary {
  const days = dayOffset(row.start_date, row.end_date) + 1;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    is_active: row.is_active,
    default_servings: row.default_servings,
    include_snacks: row.include_snacks,
    is_template: row.is_template,
    is_shared: row.is_shared,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    total_meals: row.total_meals,
    planned_meals: row.planned_meals,
    completed_meals: row.completed_meals,
    total_slots: days * (row.include_snacks ? 4 : 3),
    completion_percentage: Math.round(completionPercentage(row.completed_meals, row.total_meals)),
  };
}

/** A plan with its meals; its counts come from the meals it carries. */
export function toPlan(
  row: Omit<PlanRow, 'total_meals' | 'planned_meals' | 'completed_meals'>,
  meals: Meal[],
  readOnly: boolean,
): MealPlan {
  const slots = new Set(meals.map((m) => `${m.meal_date}/${m.meal_type}`));
  const completed = meals.reduce((n, m) => n + (m.is_completed ? 1 : 0), 0);
  const summary = toSummary({
    ...row,
    total_meals: meals.length,
    planned_meals: slots.size,
    completed_meals: completed,
  });
  return { ...summary, meals, read_only: readOnly };
}

/** Where `p` is the viewer's own plan (someone else's plan reads as missing). */
export const ownPlan = (viewer: Viewer, planId: number): SQL => sql`p.id = ${planId} AND p.user_id = ${viewer.id}`;
