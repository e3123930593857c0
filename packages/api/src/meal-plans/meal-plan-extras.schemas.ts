import { z } from 'zod';
import { idOf, isoDateTime, pageOf, queryBoolean } from '../common/common.schemas';
import { SHOPPING_MESSAGES } from '../shopping/shopping.schemas';
import { MEAL_PLAN_MESSAGES as M, mealTypeSchema, safeDayOffset } from './meal-plans.schemas';

/** Templates, sharing, the calendar feed, analytics and the shopping list of a plan. */

const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).nullish();

// ---- Templates -------------------------------------------------------------------------------------------

/** A template's meal sits on a day counted from the plan's start (0 = the first day). */
export const templateMealSchema = z.object({
  day_offset: z.number().int(),
  meal_type: mealTypeSchema,
  recipe_id: z.number().int().nullable(),
  /** The recipe's title, or null when the recipe is gone or out of your sight (the meal is then skipped). */
  recipe_name: z.string().nullable(),
  servings: z.number().int(),
  notes: z.string().nullable(),
  custom_meal_name: z.string().nullable(),
  custom_meal_notes: z.string().nullable(),
});
export type TemplateMeal = z.infer<typeof templateMealSchema>;

export const mealPlanTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Days the template covers (its source plan's length). */
  duration_days: z.number().int(),
  default_servings: z.number().int(),
  include_snacks: z.boolean(),
  is_public: z.boolean(),
  creator_id: z.number().int(),
  /** Whether you made it (only the owner may edit or delete it). */
  is_own: z.boolean(),
  created_at: isoDateTime,
  meals: z.array(templateMealSchema),
});
export type MealPlanTemplate = z.infer<typeof mealPlanTemplateSchema>;
export const mealPlanTemplatePageSchema = pageOf(mealPlanTemplateSchema);

const templateName = z
  .string({ error: 'Template name is required' })
  .trim()
  .min(1, 'Template name is required')
  .max(200, 'Must be at most 200 characters');

/** POST /meal-plans/{id}/save-as-template: the plan's meals are kept by their day offset. */
export const saveAsMealTemplateSchema = z.object({
  name: templateName,
  description: optionalText(2000),
  is_public: z.boolean().default(false),
});
export type SaveAsMealTemplate = z.input<typeof saveAsMealTemplateSchema>;

/** PUT /meal-plans/templates/{id} (owner only): only the fields sent change. */
export const mealTemplateUpdateSchema = z.object({
  name: templateName.optional(),
  description: optionalText(2000),
  is_public: z.boolean().optional(),
});

export const mealTemplateListQuerySchema = z.object({
  /** Public templates of other members too (default true; the web sends false to leave them out). */
  include_public: queryBoolean.default(true),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/** POST /meal-plans/from-template: a new plan from your template or a public one, starting on start_date. */
export const fromMealTemplateSchema = z.object({
  template_id: idOf('mealPlanTemplate', 'json'),
  start_date: z.iso.date({ error: M.startRequired }),
  /** The template's name when left out. */
  name: z.string().trim().min(1, M.nameRequired).max(200).nullish(),
  description: optionalText(2000),
});
export type FromMealTemplate = z.input<typeof fromMealTemplateSchema>;

// ---- Sharing and the calendar feed -----------------------------------------------------------------------

/** A share link's secret, shown once when made (only its hash is stored); making a new one revokes the old. */
export const mealPlanShareSchema = z.object({
  token: z.string(),
  /** The web route that opens the plan read-only for a signed-in member: /meal-plans/shared/{token}. */
  path: z.string(),
  created_at: isoDateTime,
});
export type MealPlanShare = z.infer<typeof mealPlanShareSchema>;

export const shareTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** Your private iCalendar feed: shown once when turned on (only its hash is stored). */
export const mealFeedSchema = z.object({
  token: z.string(),
  /** The feed URL path under /api/v1 (no sign-in: the token is the key). */
  path: z.string(),
  created_at: isoDateTime,
});
export type MealFeed = z.infer<typeof mealFeedSchema>;

export const mealFeedStatusSchema = z.object({ enabled: z.boolean(), created_at: isoDateTime.nullable() });
export type MealFeedStatus = z.infer<typeof mealFeedStatusSchema>;

// ---- Analytics -------------------------------------------------------------------------------------------

export const mealAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be at least 1')
    .max(3650, 'Days must be at most 3650')
    .default(30),
});

export const mealPlanAnalyticsSchema = z.object({
  days: z.number().int(),
  total_plans: z.number().int(),
  total_meals: z.number().int(),
  completed_meals: z.number().int(),
  /** completed_meals / total_meals × 100, one decimal; 0 without meals. */
  completion_rate: z.number(),
  planning_consistency: z.object({ avg_meals_per_plan: z.number() }),
  /** meal type → meals of that type. */
  favorite_meal_types: z.record(z.string(), z.number().int()),
  most_planned_recipes: z.array(
    z.object({ recipe_id: z.number().int(), recipe_name: z.string(), count: z.number().int() }),
  ),
});
export type MealPlanAnalytics = z.infer<typeof mealPlanAnalyticsSchema>;

// ---- Shopping list from a plan ---------------------------------------------------------------------------

const day = z.iso.date('Must be a date (YYYY-MM-DD)');

/**
 * POST /shopping/lists/from-meal-plan. The days: `dates` (the days ticked; an empty list is refused), else
 * `date_range` (both ends included), else every day of the plan.
 */
export const fromMealPlanInputSchema = z
  .object({
    meal_plan_id: idOf('mealPlan', 'json'),
    /** Used as typed (not trimmed); it must not be blank. */
    name: z
      .string({ error: SHOPPING_MESSAGES.listNameRequired })
      .max(200, 'Must be at most 200 characters')
      .refine((v) => v.trim() !== '', SHOPPING_MESSAGES.listNameRequired),
    description: optionalText(2000),
    merge_similar_items: z.boolean().default(true),
    date_range: z.object({ start_date: day, end_date: day }).nullish(),
    dates: z.array(day).max(400).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.dates && v.dates.length === 0) ctx.addIssue({ code: 'custom', message: M.daysRequired, path: ['dates'] });
    const range = v.date_range;
    if (range && (safeDayOffset(range.start_date, range.end_date) ?? 0) < 0)
      ctx.addIssue({ code: 'custom', message: M.daysRequired, path: ['date_range'] });
  });
export type FromMealPlanInput = z.input<typeof fromMealPlanInputSchema>;
