import { z } from 'zod';
import { nutritionSchema } from '../domain/nutrition';
import { CUISINES, DIFFICULTIES, MEAL_TYPES } from '../recipes/recipe.rules';
import { ingredientInputSchema, instructionInputSchema } from '../recipes/recipe.schemas';

export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export type Confidence = (typeof CONFIDENCE_LEVELS)[number];

/** Spec 000 §9: a parsed description is capped at 200 characters. */
export const PARSED_DESCRIPTION_MAX = 200;
/** Spec 000 §5: the parse button needs 10 characters; under 50 the server refuses. */
export const PARSE_TEXT_MIN_BUTTON = 10;
export const PARSE_TEXT_MIN = 50;

export const AI_PARSE_MESSAGES = {
  empty: 'Please enter some recipe text to parse',
  tooShort: 'Recipe text is too short. Please provide more details including ingredients and instructions.',
  failed: 'Failed to parse recipe. Please check the format and try again.',
  clipboard: 'Failed to paste from clipboard. Please paste manually.',
} as const;

const minutesField = z.number().int().min(0).max(10_000).nullable();

const ingredient = ingredientInputSchema.shape;
const step = instructionInputSchema.shape;

/**
 * One ingredient as a reader (AI, built-in parser, import) found it: the manual form's fields and limits,
 * every field present (null when the source had none), so the form can be filled from it as is.
 */
export const draftIngredientSchema = z.object({
  ingredient_name: ingredient.ingredient_name,
  // The form rounds an amount when it saves; a draft keeps the amount as read.
  amount: ingredient.amount.unwrap().unwrap().in.nullable(),
  unit: ingredient.unit.unwrap(),
  preparation: ingredient.preparation.unwrap(),
  notes: ingredient.notes.unwrap(),
  is_optional: ingredient.is_optional.unwrap(),
});
export type DraftIngredient = z.output<typeof draftIngredientSchema>;

/** One step as a reader found it: the form's fields and limits, numbered from 1 in reading order. */
export const draftInstructionSchema = z.object({
  step_number: z.number().int().min(1),
  instruction: step.instruction,
  time_minutes: step.time_minutes.unwrap(),
  temperature: step.temperature.unwrap(),
  // Older AI answers and clients send steps without notes.
  notes: step.notes.unwrap().default(null),
});
export type DraftInstruction = z.output<typeof draftInstructionSchema>;

/**
 * The recipe of a Parsed recipe response (spec 000 §3): what the AI or the built-in parser read, and what
 * AI features return as a whole recipe. Strict, so it can describe responses and request bodies.
 */
export const recipeDraftSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(PARSED_DESCRIPTION_MAX).nullable(),
  prep_time_minutes: minutesField,
  cook_time_minutes: minutesField,
  servings: z.number().int().min(1).max(1000).nullable(),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  cuisine_type: z.enum(CUISINES).nullable(),
  meal_type: z.enum(MEAL_TYPES).nullable(),
  ingredients: z.array(draftIngredientSchema).max(200),
  instructions: z.array(draftInstructionSchema).max(200),
  notes: z.string().max(5000).nullable(),
  tags: z.array(z.string().trim().min(1).max(50)).max(30),
  nutrition_json: nutritionSchema.nullable(),
});
export type RecipeDraft = z.output<typeof recipeDraftSchema>;

const lenientEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .trim()
              .toLowerCase()
              .replace(/[\s-]+/g, '_')
          : v,
      z.enum(values).nullish().catch(null),
    )
    .transform((v) => v ?? null);
const orNull = <S extends z.ZodType>(schema: S) =>
  schema
    .nullish()
    .catch(null)
    .transform((v) => v ?? null);
const lenientMinutes = orNull(z.number().int().min(0).max(10_000));

/**
 * Reads a recipe from an AI answer: a field the model got wrong becomes null rather than failing the whole
 * answer; what is essential (title, ingredient names, step texts) must be there. Output is a RecipeDraft.
 */
export const lenientRecipeDraftSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z
    .string()
    .trim()
    .nullish()
    .catch(null)
    .transform((d) => (d ? d.slice(0, PARSED_DESCRIPTION_MAX) : null)),
  prep_time_minutes: lenientMinutes,
  cook_time_minutes: lenientMinutes,
  servings: orNull(z.number().int().min(1).max(1000)),
  difficulty: lenientEnum(DIFFICULTIES),
  cuisine_type: lenientEnum(CUISINES),
  meal_type: lenientEnum(MEAL_TYPES),
  ingredients: z
    .array(
      z.object({
        ingredient_name: z.string().trim().min(1).max(200),
        amount: orNull(z.number().min(0).max(100_000)),
        unit: orNull(z.string().trim().max(40)),
        preparation: orNull(z.string().trim().max(200)),
        notes: orNull(z.string().trim().max(500)),
        is_optional: z.boolean().default(false).catch(false),
      }),
    )
    .max(200),
  instructions: z
    .array(
      z.object({
        instruction: z.string().trim().min(1).max(5000),
        time_minutes: lenientMinutes,
        temperature: orNull(z.string().trim().max(40)),
        notes: orNull(z.string().trim().max(500)),
      }),
    )
    .max(200)
    .transform((steps) => steps.map((s, i) => ({ ...s, step_number: i + 1 }))),
  notes: orNull(z.string().trim().max(5000)),
  tags: z.array(z.string().trim().min(1).max(50)).max(30).default([]).catch([]),
  nutrition_json: orNull(nutritionSchema),
}) satisfies z.ZodType<RecipeDraft, unknown>;

export const parseRecipeBodySchema = z.object({
  text: z
    .string({ error: AI_PARSE_MESSAGES.empty })
    .trim()
    .min(1, { message: AI_PARSE_MESSAGES.empty, abort: true })
    .min(PARSE_TEXT_MIN, AI_PARSE_MESSAGES.tooShort)
    .max(50_000, 'Recipe text is too long (at most 50000 characters)'),
  /** true: use the AI provider when one is configured; false: always the built-in parser. */
  enhance: z.boolean().default(true),
});

/** Spec 000 §3 Parsed recipe response, plus which parser read it (issue: `parser`). */
export const parsedRecipeResponseSchema = z.object({
  success: z.boolean(),
  recipe: recipeDraftSchema.nullable(),
  suggestions: z.array(z.string()),
  ai_confidence: z.enum(CONFIDENCE_LEVELS),
  parser: z.enum(['ai', 'builtin']),
});
export type ParsedRecipeResponse = z.infer<typeof parsedRecipeResponseSchema>;
