import { z } from 'zod';
import { idOf } from '../common/common.schemas';
import { nutritionSchema } from '../domain/nutrition';
import { recipeSummarySchema } from '../recipes/recipe.schemas';
import { recipeDraftSchema } from './ai-recipe.schemas';

export const CHEF_MESSAGES = {
  questionRequired: 'Please enter a question for the chef',
  chefFailed: 'Failed to get response from chef. Please try again.',
  versionCreated: 'New recipe version created successfully!',
  versionFailed: 'Failed to create recipe version. Please try again.',
  noFamousChefs: (dish: string) => `No famous chefs found for ${dish}. Try a different dish!`,
  loginToSave: 'Please log in to save recipes',
  saving: 'Saving recipe...',
  saved: (title: string) => `Recipe saved successfully! Check your recipes to find ${title}.`,
  saveFailed: 'Failed to save recipe:',
  recipeLoadFailed: 'Failed to load recipe',
  nutritionParsed: 'Nutrition data parsed successfully!',
  noNutrition: 'No nutrition information found',
  nutritionFailed: 'Failed to parse nutrition information',
  noRecommendations: 'No recommendations were generated. Please try again.',
  saveRecommendationsFailed: 'Failed to save recommendations. Please try again.',
  clearRecommendationsFailed: 'Failed to clear recommendations. Please try again.',
} as const;

const question = z
  .string({ error: CHEF_MESSAGES.questionRequired })
  .trim()
  .min(1, CHEF_MESSAGES.questionRequired)
  .max(2000, 'Questions can be at most 2000 characters');

export const askChefBodySchema = z.object({ question, recipe_id: idOf('recipe', 'json') });

/** Spec 000 §3 AI chef answer. suggested_modifications is the whole recipe as the chef would change it. */
export const chefAnswerSchema = z.object({
  answer: z.string().trim().min(1).max(8000),
  has_modifications: z.boolean(),
  suggested_modifications: recipeDraftSchema.nullable(),
});
export type ChefAnswer = z.output<typeof chefAnswerSchema>;

export const createVersionFromAiBodySchema = z.object({
  recipe_id: idOf('recipe', 'json'),
  ai_response: z.string().trim().min(1).max(8000),
  modifications: recipeDraftSchema,
  version_name: z.string().trim().max(200).nullish(),
});
export const createdVersionSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  version_number: z.number().int(),
  recipe_id: z.number().int(),
});

/** Spec 000 §3 Chef variation: a famous chef's take on a dish, as free text. */
export const chefVariationSchema = z.object({
  chef_name: z.string().trim().min(1).max(100),
  recipe_title: z.string().trim().min(1).max(200),
  recipe_content: z.string().trim().min(1).max(8000),
});
export type ChefVariation = z.output<typeof chefVariationSchema>;

const dishName = z.string({ error: 'Please enter a dish name' }).trim().min(1, 'Please enter a dish name').max(200);
export const famousChefsBodySchema = z.object({ dish_name: dishName });
export const famousChefsResponseSchema = z.object({
  success: z.boolean(),
  famous_chefs: z.array(z.string().trim().min(1).max(100)).max(8),
});
export const singleChefBodySchema = z.object({
  recipe_query: dishName,
  chef_name: z.string().trim().min(1, 'Please choose a chef').max(100),
});
export const singleChefResponseSchema = z.object({ success: z.boolean(), chef_variation: chefVariationSchema });
export const multiChefBodySchema = z.object({ recipe_query: dishName });
export const multiChefResponseSchema = z.object({
  success: z.boolean(),
  variations: z.array(chefVariationSchema).max(4),
});

export const cookingAssistantBodySchema = z.object({ question });
/** Spec 000 §3 AI answer on home: answer and recipes (matching members' recipes the server found). */
export const cookingAssistantResponseSchema = z.object({ answer: z.string(), recipes: z.array(recipeSummarySchema) });

export const suggestIngredientsQuerySchema = z.object({
  recipe_title: z.string().trim().min(1, 'Please enter a recipe title').max(200),
  cuisine_type: z.string().trim().max(50).optional(),
});
export const suggestIngredientsResponseSchema = z.object({
  success: z.boolean(),
  ingredients: z.array(
    z.object({ ingredient_name: z.string(), amount: z.number().nullable(), unit: z.string().nullable() }),
  ),
});

export const enhanceRecipeBodySchema = z.object({ recipe_data: recipeDraftSchema });
export const enhanceRecipeResponseSchema = z.object({
  success: z.boolean(),
  recipe: recipeDraftSchema,
  suggestions: z.array(z.string()),
});

/** POST /recipes/parse-nutrition: nutrition facts pasted as text, stored on the recipe. */
export const parseNutritionBodySchema = z.object({
  recipe_id: idOf('recipe', 'json'),
  text: z.string().trim().min(1, 'Please paste the nutrition information').max(5000),
});
export const parseNutritionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  nutrition_json: nutritionSchema.nullable(),
});

/** The nutrition analysis call: ingredients text and servings → estimated nutrition. */
export const analyzeNutritionBodySchema = z.object({
  text: z.string().trim().min(1, 'Please enter the ingredients to analyse').max(10_000),
  servings: z.number().int().min(1).max(1000),
});
export const analyzeNutritionResponseSchema = z.object({
  success: z.boolean(),
  nutrition_data: nutritionSchema.nullable(),
});
