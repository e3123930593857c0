import { z } from 'zod';
import { idParamsOf } from '../common/common.schemas';
import { endpoint } from '../endpoint';
import { recipeSummarySchema } from '../recipes/recipe.schemas';
import {
  analyzeNutritionBodySchema,
  analyzeNutritionResponseSchema,
  askChefBodySchema,
  chefAnswerSchema,
  cookingAssistantBodySchema,
  cookingAssistantResponseSchema,
  createVersionFromAiBodySchema,
  createdVersionSchema,
  enhanceRecipeBodySchema,
  enhanceRecipeResponseSchema,
  famousChefsBodySchema,
  famousChefsResponseSchema,
  multiChefBodySchema,
  multiChefResponseSchema,
  parseNutritionBodySchema,
  parseNutritionResponseSchema,
  singleChefBodySchema,
  singleChefResponseSchema,
  suggestIngredientsQuerySchema,
  suggestIngredientsResponseSchema,
} from './ai-chef.schemas';
import { parseRecipeBodySchema, parsedRecipeResponseSchema } from './ai-recipe.schemas';
import {
  aiStatusSchema,
  aiUsageSchema,
  apiKeysSchema,
  connectivitySchema,
  openaiKeyStatusSchema,
  recipeRecommendationsSchema,
  successMessageSchema,
  updateApiKeysSchema,
  updateOpenaiKeySchema,
} from './ai.schemas';

const post = <B extends z.ZodType, R extends z.ZodType>(path: string, summary: string, body: B, response: R) =>
  endpoint({ method: 'POST', path, summary, auth: true, body, responses: { 200: response } });

/** Admin: the AI provider key (spec 001 §7). */
export const aiAdminContract = {
  keyStatus: endpoint({
    method: 'GET',
    path: '/admin/openai-key/status',
    summary: 'AI provider key status (admin)',
    auth: true,
    responses: { 200: openaiKeyStatusSchema },
  }),
  updateKey: endpoint({
    method: 'PUT',
    path: '/admin/openai-key',
    summary: 'Set the AI provider key (admin)',
    auth: true,
    body: updateOpenaiKeySchema,
    responses: { 200: successMessageSchema },
  }),
  testKey: endpoint({
    method: 'POST',
    path: '/admin/test-api-key',
    summary: 'Test the AI provider key (admin)',
    auth: true,
    responses: { 200: successMessageSchema.extend({ connectivity: connectivitySchema }) },
  }),
  apiKeys: endpoint({
    method: 'GET',
    path: '/admin/api-keys',
    summary: 'Provider keys as previews (admin)',
    auth: true,
    responses: { 200: apiKeysSchema },
  }),
  updateApiKeys: endpoint({
    method: 'PUT',
    path: '/admin/api-keys',
    summary: 'Set provider keys (admin)',
    auth: true,
    body: updateApiKeysSchema,
    responses: { 200: apiKeysSchema },
  }),
  usage: endpoint({
    method: 'GET',
    path: '/admin/ai-usage',
    summary: 'AI calls, tokens and latency by feature and member (admin)',
    auth: true,
    query: z.object({ days: z.coerce.number().int().min(1).max(90).default(7) }),
    responses: { 200: aiUsageSchema },
  }),
};

/** Spec 000 §7 AI and AI chef calls. */
export const aiContract = {
  status: endpoint({
    method: 'GET',
    path: '/ai/status',
    summary: 'Whether AI features are available',
    auth: true,
    responses: { 200: aiStatusSchema },
  }),
  parseRecipe: post(
    '/ai/parse-recipe',
    'Read pasted recipe text (AI, or the built-in parser)',
    parseRecipeBodySchema,
    parsedRecipeResponseSchema,
  ),
  enhanceRecipe: post(
    '/ai/enhance-recipe',
    'Improve a parsed recipe with the AI',
    enhanceRecipeBodySchema,
    enhanceRecipeResponseSchema,
  ),
  suggestIngredients: endpoint({
    method: 'POST',
    path: '/ai/suggest-ingredients',
    summary: 'Ingredients for a dish',
    auth: true,
    query: suggestIngredientsQuerySchema,
    responses: { 200: suggestIngredientsResponseSchema },
  }),
  cookingAssistant: post(
    '/ai/cooking-assistant',
    'Ask the AI chef on the home page',
    cookingAssistantBodySchema,
    cookingAssistantResponseSchema,
  ),
  famousChefs: post(
    '/ai/famous-chefs-for-dish',
    'Famous chefs known for a dish',
    famousChefsBodySchema,
    famousChefsResponseSchema,
  ),
  singleChefRecipe: post(
    '/ai/single-chef-recipe',
    "One famous chef's take on a dish",
    singleChefBodySchema,
    singleChefResponseSchema,
  ),
  multiChefRecipes: post(
    '/ai/multi-chef-recipes',
    "Several famous chefs' takes on a dish",
    multiChefBodySchema,
    multiChefResponseSchema,
  ),
  analyzeNutrition: post(
    '/ai/analyze-nutrition',
    'Estimate nutrition from ingredients and servings',
    analyzeNutritionBodySchema,
    analyzeNutritionResponseSchema,
  ),
  askChef: post('/ai-chef/ask-chef', 'Ask the AI chef about a recipe', askChefBodySchema, chefAnswerSchema),
  createVersion: post(
    '/ai-chef/create-version-from-ai',
    "Make the chef's modifications the current version",
    createVersionFromAiBodySchema,
    createdVersionSchema,
  ),
  generateSuggestions: endpoint({
    method: 'POST',
    path: '/recipes/:id/generate-ai-suggestions',
    summary: 'Generate AI recommendations (not saved)',
    auth: true,
    params: idParamsOf('recipe'),
    responses: { 200: z.object({ ai_suggestions: recipeRecommendationsSchema }) },
  }),
  saveSuggestions: endpoint({
    method: 'PATCH',
    path: '/recipes/:id/ai-suggestions',
    summary: 'Save AI recommendations (editors)',
    auth: true,
    params: idParamsOf('recipe'),
    body: z.object({ ai_suggestions_json: recipeRecommendationsSchema }),
    responses: { 200: z.object({ ai_suggestions: recipeRecommendationsSchema }) },
  }),
  clearSuggestions: endpoint({
    method: 'DELETE',
    path: '/recipes/:id/ai-suggestions',
    summary: 'Clear saved AI recommendations (editors)',
    auth: true,
    params: idParamsOf('recipe'),
    responses: { 204: z.null() },
  }),
  discover: endpoint({
    method: 'GET',
    path: '/recipes/discover',
    summary: 'A few listed recipes at random (AI chef home)',
    auth: true,
    query: z.object({ limit: z.coerce.number().int().min(1).max(12).default(3) }),
    responses: { 200: z.object({ items: z.array(recipeSummarySchema) }) },
  }),
  parseNutrition: post(
    '/recipes/parse-nutrition',
    'Read pasted nutrition facts onto a recipe (editors)',
    parseNutritionBodySchema,
    parseNutritionResponseSchema,
  ),
};
