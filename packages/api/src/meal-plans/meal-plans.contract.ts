import { z } from 'zod';
import { idParamsOf } from '../common/common.schemas';
import { endpoint } from '../endpoint';
import {
  calendarQuerySchema,
  mealCalendarSchema,
  mealListSchema,
  mealPlanInputSchema,
  mealPlanListQuerySchema,
  mealPlanPageSchema,
  mealPlanSchema,
  mealPlanUpdateSchema,
  mealSchema,
  mealsBulkInputSchema,
  mealUpdateSchema,
  timeZoneQuerySchema,
} from './meal-plans.schemas';
import { mealAnalyticsQuerySchema, mealPlanAnalyticsSchema } from './meal-plan-extras.schemas';

const PAST_DAY_RULE =
  'Past days are read-only: nothing can be added to, moved into or out of, or removed from a day before ' +
  "today (422 'Past days are read-only'); marking a past meal as cooked (is_completed) is allowed. Today is the " +
  "member's local date in the IANA time zone of the `tz` query field (default UTC).";

/** Meal plans of spec 001 §7. Every plan belongs to one member: others get 404 'Meal Plan Not Found'. */
export const mealPlansContract = {
  list: endpoint({
    method: 'GET',
    path: '/meal-plans',
    summary: 'Your meal plans, newest start first (active_only=true: only plans marked active); without meals',
    auth: true,
    query: mealPlanListQuerySchema,
    responses: { 200: mealPlanPageSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/meal-plans/:id',
    summary: 'One of your plans with its meals (by date, then breakfast, lunch, dinner, snack, dessert)',
    auth: true,
    params: idParamsOf('mealPlan'),
    responses: { 200: mealPlanSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/meal-plans',
    summary: 'Create a plan (name, start and end date; default_servings 1-20, default 4; snacks included)',
    auth: true,
    body: mealPlanInputSchema,
    responses: { 201: mealPlanSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/meal-plans/:id',
    summary: 'Update your plan; a new date range must still hold every meal of the plan',
    auth: true,
    params: idParamsOf('mealPlan'),
    body: mealPlanUpdateSchema,
    responses: { 200: mealPlanSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/meal-plans/:id',
    summary: 'Delete your plan and its meals',
    auth: true,
    params: idParamsOf('mealPlan'),
    responses: { 204: z.null() },
  }),
  duplicate: endpoint({
    method: 'POST',
    path: '/meal-plans/:id/duplicate',
    summary:
      'Copy your plan with the plan form: every meal keeps its day offset from the start, type, recipe, servings',
    description:
      'Meals whose offset falls after the new end date, or on a day before today, are not copied. ' + PAST_DAY_RULE,
    auth: true,
    params: idParamsOf('mealPlan'),
    query: timeZoneQuerySchema,
    body: mealPlanInputSchema,
    responses: { 201: mealPlanSchema },
  }),
  addMeals: endpoint({
    method: 'POST',
    path: '/meal-plans/:id/meals/bulk',
    summary: 'Add meals to your plan (at most 200): a recipe you may see or a custom meal, on a day inside the plan',
    description: 'All or nothing: one invalid meal refuses the whole request. ' + PAST_DAY_RULE,
    auth: true,
    params: idParamsOf('mealPlan'),
    query: timeZoneQuerySchema,
    body: mealsBulkInputSchema,
    responses: { 201: mealListSchema },
  }),
  updateMeal: endpoint({
    method: 'PUT',
    path: '/meal-plans/meals/:id',
    summary: 'Update a meal of your plan: servings, notes, is_completed; meal_date and meal_type move it',
    description: PAST_DAY_RULE,
    auth: true,
    params: idParamsOf('meal'),
    query: timeZoneQuerySchema,
    body: mealUpdateSchema,
    responses: { 200: mealSchema },
  }),
  removeMeal: endpoint({
    method: 'DELETE',
    path: '/meal-plans/meals/:id',
    summary: 'Remove a meal from your plan',
    description: PAST_DAY_RULE,
    auth: true,
    params: idParamsOf('meal'),
    query: timeZoneQuerySchema,
    responses: { 204: z.null() },
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/meal-plans/:id/calendar',
    summary: 'Your plan as date → meal type → meals, for ?start=&end= (clipped to the plan; default the whole plan)',
    auth: true,
    params: idParamsOf('mealPlan'),
    query: calendarQuerySchema,
    responses: { 200: mealCalendarSchema },
  }),
  analytics: endpoint({
    method: 'GET',
    path: '/meal-plans/analytics',
    summary: 'Your meal planning over the last `days` days (default 30)',
    description: [
      'Counts your plans created in the window and their meals.',
      'completion_rate: cooked meals / meals × 100 (one decimal; 0 without meals).',
      'planning_consistency.avg_meals_per_plan: meals / plans (one decimal; 0 without plans).',
      'favorite_meal_types: meal type → meals of that type.',
      'most_planned_recipes: recipes by how many meals use them, top 10 (ties: lower recipe id first).',
    ].join(' '),
    auth: true,
    query: mealAnalyticsQuerySchema,
    responses: { 200: mealPlanAnalyticsSchema },
  }),
};
