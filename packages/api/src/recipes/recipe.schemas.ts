import { z } from 'zod';
import { nutritionSchema } from '../domain/nutrition';
import {
  CUISINES, DIFFICULTIES, MEAL_TYPES, RECIPE_DEFAULTS, RECIPE_MESSAGES as M, RECIPE_STATUSES, VISIBILITIES,
  dropBlankRows, isBlankIngredient, isBlankInstruction, roundAmount,
} from './recipe.rules';

const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).nullish();
const minutes = (message: string) => z.number({ error: message }).int().min(0, message).max(10_000, 'Must be at most 10000 minutes');

export const ingredientInputSchema = z.object({
  ingredient_name: z.string({ error: M.ingredientNameRequired }).trim().min(1, M.ingredientNameRequired).max(200),
  amount: z.number({ error: 'Amount must be a number' }).min(0, 'Amount must be positive').max(100_000).transform(roundAmount).nullish(),
  unit: optionalText(40),
  preparation: optionalText(200),
  notes: optionalText(500),
  is_optional: z.boolean().default(false),
});

export const instructionInputSchema = z.object({
  instruction: z.string({ error: M.instructionRequired }).trim().min(1, M.instructionRequired).max(5000),
  time_minutes: z.number().int().min(0).max(10_000).nullish(),
  temperature: optionalText(40),
  notes: optionalText(500),
});

/** POST /recipes/ and PUT /recipes/{id}: the validation of spec 000 §5 with its exact messages. */
export const recipeInputSchema = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(200, 'Title must be at most 200 characters'),
  description: optionalText(5000),
  prep_time_minutes: minutes(M.prepTimePositive).nullish(),
  cook_time_minutes: minutes(M.cookTimePositive).nullish(),
  servings: z.number({ error: M.servingsMin }).int().min(1, M.servingsMin).max(1000).default(RECIPE_DEFAULTS.servings),
  difficulty: z.enum(DIFFICULTIES).default(RECIPE_DEFAULTS.difficulty),
  cuisine_type: z.enum(CUISINES).nullish(),
  meal_type: z.enum(MEAL_TYPES).nullish(),
  visibility: z.enum(VISIBILITIES).default(RECIPE_DEFAULTS.visibility),
  status: z.enum(RECIPE_STATUSES).default(RECIPE_DEFAULTS.status),
  notes: optionalText(5000),
  source_name: optionalText(200),
  source_url: z.url('Please enter a valid URL').max(2000).nullish().or(z.literal('').transform(() => null)),
  category_ids: z.array(z.number().int().positive()).max(20).default([]),
  tags: z.array(z.string().trim().min(1).max(50)).max(30).default([]),
  nutrition_json: nutritionSchema.nullish(),
  ingredients: dropBlankRows(z.array(ingredientInputSchema).min(1, M.atLeastOneIngredient).max(200), isBlankIngredient),
  instructions: dropBlankRows(z.array(instructionInputSchema).min(1, M.atLeastOneInstruction).max(200), isBlankInstruction),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;
export type RecipeInputParsed = z.output<typeof recipeInputSchema>;

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
