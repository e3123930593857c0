import { CONFIDENCE_LEVELS, TOOL_CATEGORIES, chefVariationSchema, lenientRecipeDraftSchema } from '@potluck/api';
import { NUTRITION_FIELDS } from '@potluck/api/domain';
import { z } from 'zod';

/**
 * What each feature asks the provider for. They are validated like any untrusted input; the wire schemas
 * of packages/api shape what the member gets back.
 */
export const parseAnswerSchema = z.object({
  recipe: lenientRecipeDraftSchema,
  suggestions: z.array(z.string().max(500)).max(20).default([]),
  confidence: z.enum(CONFIDENCE_LEVELS).catch('medium'),
});

export const enhanceAnswerSchema = z.object({
  recipe: lenientRecipeDraftSchema,
  suggestions: z.array(z.string().max(500)).max(20).default([]),
});

export const ingredientSuggestionsAnswerSchema = z.object({
  ingredients: z
    .array(
      z.object({
        ingredient_name: z.string().trim().min(1).max(200),
        amount: z.number().min(0).nullish().catch(null),
        unit: z.string().max(40).nullish().catch(null),
      }),
    )
    .max(40),
});

export const famousChefsAnswerSchema = z.object({ famous_chefs: z.array(z.string().trim().min(1).max(100)).max(8) });
export const multiChefAnswerSchema = z.object({ variations: z.array(chefVariationSchema).min(1).max(4) });
export const cookingAnswerSchema = z.object({
  answer: z.string().trim().min(1).max(8000),
  search_terms: z.array(z.string().trim().min(1).max(50)).max(5).default([]),
});

const nutrient = z.number().min(0).max(100_000);
export const nutritionAnswerSchema = z.object({
  found: z.boolean(),
  servings: z.number().int().min(1).max(1000).nullish().catch(null),
  per_serving: z
    .object(
      Object.fromEntries(NUTRITION_FIELDS.map((f) => [f.key, nutrient.nullish().catch(null)])) as unknown as Record<
        (typeof NUTRITION_FIELDS)[number]['key'],
        z.ZodType<number | null | undefined>
      >,
    )
    .nullish(),
});
export type NutritionAnswer = z.output<typeof nutritionAnswerSchema>;

const tips = z.array(z.string().trim().min(1).max(500)).max(12).default([]).catch([]);

/** Recommendations as a model answers them: a wrong part is dropped, not the whole answer. */
export const recommendationsAnswerSchema = z.object({
  cooking_tips: tips,
  ingredient_substitutions: z
    .array(
      z.object({
        original: z.string().trim().min(1).max(200),
        substitute: z.string().trim().min(1).max(200),
        note: z
          .string()
          .max(500)
          .nullish()
          .transform((n) => n ?? null),
      }),
    )
    .max(12)
    .default([])
    .catch([]),
  nutritional_highlights: tips,
  storage_instructions: z
    .string()
    .max(1000)
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  required_tools: z
    .array(
      z.object({
        tool_name: z.string().trim().min(1).max(100),
        category: z.enum(TOOL_CATEGORIES).catch('cooking'),
        is_essential: z.boolean().default(true).catch(true),
        alternative: z
          .string()
          .max(200)
          .nullish()
          .catch(null)
          .transform((v) => v ?? null),
      }),
    )
    .max(20)
    .default([])
    .catch([]),
});

export const chefAnswerReadSchema = z.object({
  answer: z.string().trim().min(1).max(8000),
  has_modifications: z.boolean().catch(false),
  suggested_modifications: lenientRecipeDraftSchema
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
});
