import { z } from 'zod';
import { idParamsOf } from '../common/common.schemas';
import { endpoint } from '../endpoint';
import { mealPlanSchema, timeZoneQuerySchema } from './meal-plans.schemas';
import {
  fromMealTemplateSchema,
  mealFeedSchema,
  mealFeedStatusSchema,
  mealPlanShareSchema,
  mealPlanTemplatePageSchema,
  mealPlanTemplateSchema,
  mealTemplateListQuerySchema,
  mealTemplateUpdateSchema,
  saveAsMealTemplateSchema,
  shareTokenParamsSchema,
} from './meal-plan-extras.schemas';

/** Meal plan templates: your own and (unless asked not to) other members' public ones; only the owner edits. */
export const mealPlanTemplatesContract = {
  list: endpoint({
    method: 'GET',
    path: '/meal-plans/templates',
    summary: 'Your meal plan templates and, unless include_public=false, public ones of other members',
    auth: true,
    query: mealTemplateListQuerySchema,
    responses: { 200: mealPlanTemplatePageSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/meal-plans/templates/:id',
    summary: 'One template (yours or a public one)',
    auth: true,
    params: idParamsOf('mealPlanTemplate'),
    responses: { 200: mealPlanTemplateSchema },
  }),
  saveAsTemplate: endpoint({
    method: 'POST',
    path: '/meal-plans/:id/save-as-template',
    summary: "Save your plan as a template: its meals by day offset from the plan's start",
    auth: true,
    params: idParamsOf('mealPlan'),
    body: saveAsMealTemplateSchema,
    responses: { 201: mealPlanTemplateSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/meal-plans/templates/:id',
    summary: 'Rename, describe or publish your template (owner only)',
    auth: true,
    params: idParamsOf('mealPlanTemplate'),
    body: mealTemplateUpdateSchema,
    responses: { 200: mealPlanTemplateSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/meal-plans/templates/:id',
    summary: 'Delete your template (owner only)',
    auth: true,
    params: idParamsOf('mealPlanTemplate'),
    responses: { 204: z.null() },
  }),
  startPlan: endpoint({
    method: 'POST',
    path: '/meal-plans/from-template',
    summary: 'Start a new plan from a template at start_date: each meal lands on start_date + its day offset',
    description:
      "Meals whose day is before today (the member's local date in the `tz` time zone, default UTC) and meals " +
      'of recipes out of your sight are not added: past days are read-only.',
    auth: true,
    query: timeZoneQuerySchema,
    body: fromMealTemplateSchema,
    responses: { 201: mealPlanSchema },
  }),
};

/**
 * Share links and the calendar feed. Both carry a random 256-bit token, stored only as its SHA-256 hash, and are
 * revocable; making a new one revokes the old one.
 */
export const mealPlanSharingContract = {
  share: endpoint({
    method: 'POST',
    path: '/meal-plans/:id/share',
    summary: 'Make a share link for your plan (replaces the previous one; the token is shown only now)',
    auth: true,
    params: idParamsOf('mealPlan'),
    responses: { 201: mealPlanShareSchema },
  }),
  unshare: endpoint({
    method: 'DELETE',
    path: '/meal-plans/:id/share',
    summary: "Revoke your plan's share link",
    auth: true,
    params: idParamsOf('mealPlan'),
    responses: { 204: z.null() },
  }),
  shared: endpoint({
    method: 'GET',
    path: '/meal-plans/shared/:token',
    summary:
      "A plan opened through its share link, read-only (read_only: true unless it is yours); else 404 'Meal Plan Not Found'",
    auth: true,
    params: shareTokenParamsSchema,
    responses: { 200: mealPlanSchema },
  }),
  feedStatus: endpoint({
    method: 'GET',
    path: '/meal-plans/feed',
    summary: 'Whether your calendar feed is on',
    auth: true,
    responses: { 200: mealFeedStatusSchema },
  }),
  enableFeed: endpoint({
    method: 'POST',
    path: '/meal-plans/feed',
    summary: 'Turn on your private iCalendar feed of planned meals (replaces the previous URL; shown only now)',
    auth: true,
    responses: { 201: mealFeedSchema },
  }),
  disableFeed: endpoint({
    method: 'DELETE',
    path: '/meal-plans/feed',
    summary: 'Turn off your calendar feed (its URL stops working)',
    auth: true,
    responses: { 204: z.null() },
  }),
  feed: endpoint({
    method: 'GET',
    path: '/meal-plans/feed/:token',
    summary:
      'The iCalendar (text/calendar) of your planned meals: one all-day event per meal; no sign-in, the token is the key',
    auth: false,
    params: shareTokenParamsSchema,
    responses: { 200: z.unknown() },
  }),
};
