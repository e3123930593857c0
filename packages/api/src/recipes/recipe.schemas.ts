import { z } from 'zod';
import { nutritionSchema } from '../domain/nutrition';
import { idOf, pageOf } from '../common/common.schemas';
import {
  CUISINES,
  DIFFICULTIES,
  MEAL_TYPES,
  RECIPE_DEFAULTS,
  RECIPE_MESSAGES as M,
  RECIPE_STATUSES,
  VISIBILITIES,
  dropBlankRows,
  isBlankIngredient,
  isBlankInstruction,
  roundAmount,
} from './recipe.rules';

const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).nullish();
const minutes = (message: string) =>
  z
    .number({ error: message })
    .int('Must be a whole number of minutes')
    .min(0, message)
    .max(10_000, 'Must be at most 10000 minutes');

export const ingredientInputSchema = z.object({
  ingredient_name: z.string({ error: M.ingredientNameRequired }).trim().min(1, M.ingredientNameRequired).max(200),
  amount: z
    .number({ error: 'Amount must be a number' })
    .min(0, 'Amount must be positive')
    .max(100_000)
    .transform(roundAmount)
    .nullish(),
  unit: optionalText(40),
  preparation: optionalText(200),
  notes: optionalText(500),
  is_optional: z.boolean().default(false),
});

export const instructionInputSchema = z.object({
  instruction: z.string({ error: M.instructionRequired }).trim().min(1, M.instructionRequired).max(5000),
  time_minutes: z
    .number({ error: 'Step time must be a number of minutes' })
    .int('Must be a whole number of minutes')
    .min(0, 'Step time must be positive')
    .max(10_000)
    .nullish(),
  temperature: optionalText(40),
  notes: optionalText(500),
});

const fields = {
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(200, 'Title must be at most 200 characters'),
  description: optionalText(5000),
  prep_time_minutes: minutes(M.prepTimePositive).nullish(),
  cook_time_minutes: minutes(M.cookTimePositive).nullish(),
  servings: z
    .number({ error: M.servingsMin })
    .int(M.servingsMin)
    .min(1, M.servingsMin)
    .max(1000, 'Must serve at most 1000 people'),
  difficulty: z.enum(DIFFICULTIES),
  cuisine_type: z.enum(CUISINES).nullish(),
  meal_type: z.enum(MEAL_TYPES).nullish(),
  visibility: z.enum(VISIBILITIES),
  status: z.enum(RECIPE_STATUSES),
  notes: optionalText(5000),
  source_name: optionalText(200),
  source_url: z
    .url('Please enter a valid URL')
    .max(2000)
    .nullish()
    .or(z.literal('').transform(() => null)),
  category_ids: z.array(idOf('category', 'json')).max(20, 'At most 20 categories'),
  tags: z
    .array(z.string().trim().min(1, 'Tag cannot be empty').max(50, 'Tag must be at most 50 characters'))
    .max(30, 'At most 30 tags'),
  nutrition_json: nutritionSchema.nullish(),
  ingredients: dropBlankRows(
    z
      .array(ingredientInputSchema, { error: M.atLeastOneIngredient })
      .min(1, M.atLeastOneIngredient)
      .max(200, 'At most 200 ingredients'),
    isBlankIngredient,
  ),
  instructions: dropBlankRows(
    z
      .array(instructionInputSchema, { error: M.atLeastOneInstruction })
      .min(1, M.atLeastOneInstruction)
      .max(200, 'At most 200 steps'),
    isBlankInstruction,
  ),
};

/**
 * POST /recipes/: the validation of spec 000 §5 with its exact messages. Blank ingredient and instruction
 * rows are dropped before the "at least one" check; steps are numbered from 1 in the order sent.
 */
export const recipeInputSchema = z.object({
  ...fields,
  servings: fields.servings.default(RECIPE_DEFAULTS.servings),
  difficulty: fields.difficulty.default(RECIPE_DEFAULTS.difficulty),
  visibility: fields.visibility.default(RECIPE_DEFAULTS.visibility),
  status: fields.status.default(RECIPE_DEFAULTS.status),
  category_ids: fields.category_ids.default([]),
  tags: fields.tags.default([]),
  /** Set when the recipe was saved from an AI answer (spec 000 §3 Saved AI recipe payload). */
  ai_generated: z.boolean().default(false),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;
export type RecipeInputParsed = z.output<typeof recipeInputSchema>;

/**
 * PUT /recipes/{id}: the same rules; title, ingredients and instructions are always sent (the form saves
 * them whole). Any other field left out keeps its stored value and null clears it, so a client that omits
 * status or visibility never unpublishes or exposes a recipe by accident. Publishing has its own calls.
 */
export const recipeUpdateSchema = z.object({
  title: fields.title,
  ingredients: fields.ingredients,
  instructions: fields.instructions,
  description: fields.description,
  prep_time_minutes: fields.prep_time_minutes,
  cook_time_minutes: fields.cook_time_minutes,
  servings: fields.servings.optional(),
  difficulty: fields.difficulty.optional(),
  cuisine_type: fields.cuisine_type,
  meal_type: fields.meal_type,
  visibility: fields.visibility.optional(),
  status: fields.status.optional(),
  notes: fields.notes,
  source_name: fields.source_name,
  source_url: fields.source_url,
  category_ids: fields.category_ids.optional(),
  tags: fields.tags.optional(),
  nutrition_json: fields.nutrition_json,
  /** Stored with the version this update creates; a summary of the changed parts is used when left out. */
  change_summary: optionalText(500),
});
export type RecipeUpdateInput = z.input<typeof recipeUpdateSchema>;
export type RecipeUpdateParsed = z.output<typeof recipeUpdateSchema>;

export const ingredientSchema = z.object({
  id: z.number().int(),
  ingredient_name: z.string(),
  amount: z.number().nullable(),
  unit: z.string().nullable(),
  preparation: z.string().nullable(),
  notes: z.string().nullable(),
  is_optional: z.boolean(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

export const instructionSchema = z.object({
  id: z.number().int(),
  step_number: z.number().int(),
  instruction: z.string(),
  time_minutes: z.number().int().nullable(),
  temperature: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Instruction = z.infer<typeof instructionSchema>;

export const categorySchema = z.object({ id: z.number().int(), name: z.string(), icon: z.string().nullable() });
export type Category = z.infer<typeof categorySchema>;
export const tagSchema = z.object({ id: z.number().int(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const recipeImageSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  image_type: z.enum(['featured', 'gallery', 'step']),
  step_number: z.number().int().nullable(),
  caption: z.string().nullable(),
  alt_text: z.string().nullable(),
  is_featured: z.boolean(),
  order_index: z.number().int(),
});
export type RecipeImage = z.infer<typeof recipeImageSchema>;

/** The fields a list or card needs; the detail adds the child rows and AI-owned fields. */
export const recipeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(RECIPE_STATUSES),
  visibility: z.enum(VISIBILITIES),
  prep_time_minutes: z.number().int().nullable(),
  cook_time_minutes: z.number().int().nullable(),
  total_time: z.number().int().nullable(),
  servings: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  cuisine_type: z.string().nullable(),
  meal_type: z.string().nullable(),
  slug: z.string(),
  featured_image_url: z.string().nullable(),
  author_id: z.number().int(),
  author_name: z.string().nullable(),
  author_username: z.string(),
  author_avatar: z.string().nullable(),
  like_count: z.number().int(),
  view_count: z.number().int(),
  bookmark_count: z.number().int(),
  comment_count: z.number().int(),
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
  categories: z.array(categorySchema),
  tags: z.array(tagSchema),
  ai_generated: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeSchema = recipeSummarySchema.extend({
  version: z.number().int(),
  is_current: z.boolean(),
  notes: z.string().nullable(),
  source_name: z.string().nullable(),
  source_url: z.string().nullable(),
  ingredients: z.array(ingredientSchema),
  instructions: z.array(instructionSchema),
  images: z.array(recipeImageSchema),
  nutrition_json: nutritionSchema.nullable(),
  required_tools: z.array(z.unknown()),
  required_tools_json: z.unknown().nullable(),
  ai_suggestions: z.unknown().nullable(),
  ai_suggestions_json: z.unknown().nullable(),
  ai_confidence: z.enum(['high', 'medium', 'low']).nullable(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** Recipe lists count matches exactly up to this many; beyond it the total is this cap and total_capped is true. */
export const RECIPE_TOTAL_CAP = 1000;
/** The same for searches, where each counted match costs a full-text check. */
export const RECIPE_SEARCH_TOTAL_CAP = 100;

/**
 * A page of recipes. Counting every match of a 100,000-recipe collection would cost more than the page itself,
 * so `total` is exact up to RECIPE_TOTAL_CAP (RECIPE_SEARCH_TOTAL_CAP with a search); past it `total_capped`
 * is true (show "1,000+" or "100+") and paging goes on while a page comes back full.
 */
export const recipePageSchema = pageOf(recipeSummarySchema).extend({ total_capped: z.boolean() });
export type RecipePage = z.infer<typeof recipePageSchema>;
