import { z } from 'zod';
import { idOf, isoDateTime, pageOf, queryBoolean } from '../common/common.schemas';
import { PLAN_MEAL_TYPES, dayOffset, isTimeZone } from '../domain/meal-plan-days';

/** Meal plan messages: the spec's exact strings where it gives one (001 §2, §5, §8), ours where it is silent. */
export const MEAL_PLAN_MESSAGES = {
  nameRequired: 'Plan Name is required',
  startRequired: 'Start Date is required',
  endRequired: 'End Date is required',
  endBeforeStart: 'End Date must not be before Start Date',
  planTooLong: 'A meal plan can span at most 366 days',
  servingsRange: 'Default Servings must be between 1 and 20',
  mealServingsRange: 'Servings must be between 1 and 100',
  mealTypeInvalid: 'Meal type must be breakfast, lunch, dinner, snack or dessert',
  mealNeedsRecipeOrName: 'A meal needs a recipe or a custom meal name',
  mealsRequired: 'Add at least one meal',
  tooManyMeals: 'At most 200 meals at a time',
  dateOutsidePlan: 'The date must fall inside the meal plan',
  pastDayReadOnly: 'Past days are read-only',
  recipeNotFound: 'Recipe not found',
  timeZoneInvalid: 'Unknown time zone (use an IANA name such as Europe/Berlin)',
  notFound: 'Meal Plan Not Found',
  mealNotFound: 'Meal not found',
  daysRequired: 'Please select at least one day to generate a shopping list.',
} as const;
const M = MEAL_PLAN_MESSAGES;

export const MEAL_SERVINGS_DEFAULT = 4;
export const MEAL_SERVINGS_MIN = 1;
export const MEAL_SERVINGS_MAX = 20;
/** Days a plan covers when no end date is typed in the form (spec 001 §9: a 7-day range). */
export const MEAL_PLAN_DEFAULT_DAYS = 7;
/** The longest plan: a year (leap years included), so a calendar of one plan stays bounded. */
export const MEAL_PLAN_MAX_DAYS = 366;
export const MAX_MEALS_PER_REQUEST = 200;

const date = (required: string) => z.iso.date({ error: required });
const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).nullish();

/**
 * The member's IANA time zone, which decides "today" for the past-day rule; UTC when left out. A query field
 * (not a header) so it shows in the contract, the typed client and the API docs like every other input.
 */
export const timeZoneQuerySchema = z.object({
  tz: z.string().max(64).refine(isTimeZone, M.timeZoneInvalid).default('UTC'),
});

// ---- Meals -----------------------------------------------------------------------------------------------

export const mealTypeSchema = z.enum(PLAN_MEAL_TYPES, { error: M.mealTypeInvalid });

export const mealSchema = z.object({
  id: z.number().int(),
  meal_plan_id: z.number().int(),
  meal_date: z.string(),
  meal_type: mealTypeSchema,
  recipe_id: z.number().int().nullable(),
  /** The recipe's current title (follows renames); null for a custom meal. */
  recipe_name: z.string().nullable(),
  /** The recipe's own servings, so a client can show how a meal's amounts scale. */
  recipe_servings: z.number().int().nullable(),
  servings: z.number().int(),
  notes: z.string().nullable(),
  custom_meal_name: z.string().nullable(),
  custom_meal_notes: z.string().nullable(),
  /** Free-form changes to the recipe's ingredients for this meal (ingredient name → change), kept as sent. */
  ingredient_modifications: z.record(z.string(), z.string()).nullable(),
  is_completed: z.boolean(),
});
export type Meal = z.infer<typeof mealSchema>;

const mealServings = z
  .number({ error: M.mealServingsRange })
  .int(M.mealServingsRange)
  .min(1, M.mealServingsRange)
  .max(100, M.mealServingsRange);
const modifications = z.record(z.string().max(200), z.string().max(500)).nullish();

/** One meal of POST /meal-plans/{id}/meals/bulk: a recipe you may see, or a custom meal with a name. */
export const mealInputSchema = z
  .object({
    meal_date: date('Meal date is required'),
    meal_type: mealTypeSchema,
    recipe_id: idOf('recipe', 'json').nullish(),
    /** Servings to cook; the plan's default_servings when left out. */
    servings: mealServings.optional(),
    notes: optionalText(1000),
    custom_meal_name: optionalText(200),
    custom_meal_notes: optionalText(1000),
    ingredient_modifications: modifications,
  })
  .refine((m) => m.recipe_id != null || (m.custom_meal_name ?? '') !== '', {
    message: M.mealNeedsRecipeOrName,
    path: ['custom_meal_name'],
  });
export type MealInput = z.input<typeof mealInputSchema>;

export const mealsBulkInputSchema = z.object({
  meals: z
    .array(mealInputSchema, { error: M.mealsRequired })
    .min(1, M.mealsRequired)
    .max(MAX_MEALS_PER_REQUEST, M.tooManyMeals),
});
export const mealListSchema = z.object({ items: z.array(mealSchema) });

/** PUT /meal-plans/meals/{id}: only the fields sent change; meal_date and meal_type move the meal. */
export const mealUpdateSchema = z.object({
  meal_date: date('Meal date must be a date (YYYY-MM-DD)').optional(),
  meal_type: mealTypeSchema.optional(),
  servings: mealServings.optional(),
  notes: optionalText(1000),
  custom_meal_name: optionalText(200),
  custom_meal_notes: optionalText(1000),
  ingredient_modifications: modifications,
  is_completed: z.boolean().optional(),
});
export type MealUpdate = z.input<typeof mealUpdateSchema>;

// ---- Plans -----------------------------------------------------------------------------------------------

const planCounts = {
  /** Meals on the plan. */
  total_meals: z.number().int(),
  /** Slots (day × meal type) holding at least one meal. */
  planned_meals: z.number().int(),
  /** Meals marked as cooked. */
  completed_meals: z.number().int(),
  /** Slots the plan offers: days × 3 (breakfast, lunch, dinner), × 4 with include_snacks. */
  total_slots: z.number().int(),
  /** completed_meals / total_meals × 100, rounded; 0 without meals (spec 001 §2: plan progress). */
  completion_percentage: z.number().int(),
};

/** A plan as the list shows it (GET /meal-plans): without its meals, so 200 year-long plans stay light. */
export const mealPlanSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  is_active: z.boolean(),
  default_servings: z.number().int(),
  include_snacks: z.boolean(),
  is_template: z.boolean(),
  /** Whether a share link is live (the link itself is shown once, when made). */
  is_shared: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  ...planCounts,
});
export type MealPlanSummary = z.infer<typeof mealPlanSummarySchema>;

/** One plan with its meals by date, then slot order. `read_only`: opened through someone else's share link. */
export const mealPlanSchema = mealPlanSummarySchema.extend({
  meals: z.array(mealSchema),
  read_only: z.boolean(),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

const servings = z.coerce
  .number({ error: M.servingsRange })
  .int(M.servingsRange)
  .min(MEAL_SERVINGS_MIN, M.servingsRange)
  .max(MEAL_SERVINGS_MAX, M.servingsRange);

const planFields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200, 'Must be at most 200 characters'),
  description: optionalText(2000),
  start_date: date(M.startRequired),
  end_date: date(M.endRequired),
  default_servings: servings.default(MEAL_SERVINGS_DEFAULT),
  include_snacks: z.boolean().default(true),
  is_active: z.boolean().default(true),
  is_template: z.boolean().default(false),
};

/**
 * Days from one date to another, or null when either is not a date: zod 4 runs object refinements even after a
 * field failed its format, and a bad date must stay a 422 (the field's own issue), never a thrown RangeError.
 */
export function safeDayOffset(from: unknown, to: unknown): number | null {
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  try {
    const days = dayOffset(from, to);
    return Number.isFinite(days) ? days : null;
  } catch {
    return null;
  }
}

type Range = { start_date?: string; end_date?: string };
/** End not before start, and at most a year: one rule for create, update and duplicate. */
export function checkPlanRange(range: Range, ctx: z.RefinementCtx) {
  const days = safeDayOffset(range.start_date, range.end_date);
  if (days === null) return;
  if (days < 0) ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['end_date'] });
  else if (days >= MEAL_PLAN_MAX_DAYS) ctx.addIssue({ code: 'custom', message: M.planTooLong, path: ['end_date'] });
}

/** POST /meal-plans and POST /meal-plans/{id}/duplicate (the plan form). */
export const mealPlanInputSchema = z.object(planFields).superRefine(checkPlanRange);
export type MealPlanInput = z.input<typeof mealPlanInputSchema>;

/** PUT /meal-plans/{id}: only the fields sent change; a new range must still hold every meal. */
export const mealPlanUpdateSchema = z
  .object({
    name: planFields.name.optional(),
    description: planFields.description,
    start_date: planFields.start_date.optional(),
    end_date: planFields.end_date.optional(),
    default_servings: servings.optional(),
    include_snacks: z.boolean().optional(),
    is_active: z.boolean().optional(),
    is_template: z.boolean().optional(),
  })
  .superRefine(checkPlanRange);
export type MealPlanUpdate = z.input<typeof mealPlanUpdateSchema>;

export const mealPlanListQuerySchema = z.object({
  active_only: queryBoolean.default(false),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const mealPlanPageSchema = pageOf(mealPlanSummarySchema);

/** GET /meal-plans/{id}/calendar: a range of the plan (the whole plan when left out), clipped to the plan. */
export const calendarQuerySchema = z
  .object({ start: z.iso.date('Must be a date (YYYY-MM-DD)').optional(), end: z.iso.date('Must be a date').optional() })
  .superRefine(({ start, end }, ctx) => {
    if ((safeDayOffset(start, end) ?? 0) < 0)
      ctx.addIssue({ code: 'custom', message: 'end must not be before start', path: ['end'] });
  });

/** date → meal type → meals; every day of the range is present, and every type within it (maybe empty). */
export const mealCalendarSchema = z.object({
  meal_plan_id: z.number().int(),
  start: z.string(),
  end: z.string(),
  calendar: z.record(z.string(), z.record(mealTypeSchema, z.array(mealSchema))),
});
export type MealCalendar = z.infer<typeof mealCalendarSchema>;
