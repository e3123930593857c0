import { z } from 'zod';
import { ANALYTICS_DAYS_DEFAULT, SHOPPING_MESSAGES as M, shoppingFields } from './shopping.schemas';

// ---- Categories and analytics ----------------------------------------------------------------------------

export const CATEGORY_SUGGESTION_SOURCES = [
  'user_history',
  'community',
  'synonym',
  'brand',
  'fuzzy_match',
  'default',
] as const;
export type CategorySuggestionSource = (typeof CATEGORY_SUGGESTION_SOURCES)[number];

export const categorySuggestionSchema = z.object({
  suggested_category: z.string(),
  /** 0 to 1; 0 for the default. */
  confidence: z.number(),
  source: z.enum(CATEGORY_SUGGESTION_SOURCES),
});
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;

export const autoCategorizeQuerySchema = z.object({
  item_name: z
    .string({ error: M.suggestionNameTooShort })
    .trim()
    .min(2, M.suggestionNameTooShort)
    .max(200, 'Must be at most 200 characters'),
});

export const learnCategoryQuerySchema = z.object({
  old_category: z.string().trim().max(50).optional(),
  new_category: shoppingFields.category,
});

export const shoppingCategoryCountSchema = z.object({ name: z.string(), count: z.number().int() });

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be at least 1')
    .max(3650, 'Days must be at most 3650')
    .default(ANALYTICS_DAYS_DEFAULT),
});

export const shoppingAnalyticsSchema = z.object({
  days: z.number().int(),
  total_lists: z.number().int(),
  average_completion_rate: z.number(),
  total_spent: z.number(),
  average_cost_per_list: z.number(),
  most_purchased_items: z.array(z.object({ name: z.string(), count: z.number().int() })),
  spending_by_category: z.array(z.object({ category: z.string(), amount: z.number() })),
});
export type ShoppingAnalytics = z.infer<typeof shoppingAnalyticsSchema>;
