import type { AiStatus, ChefAnswer, ParsedRecipeResponse, RecipeDraft, RecipeRecommendations } from '@potluck/api';
import type { Nutrition } from '@potluck/api/domain';

/** AI answers for stories and page tests (no network, no provider). */
export const pancakeDraft: RecipeDraft = {
  title: 'Grandma’s Buttermilk Pancakes',
  description: 'Fluffy Sunday pancakes.',
  prep_time_minutes: 10,
  cook_time_minutes: 20,
  servings: 4,
  difficulty: 'easy',
  cuisine_type: 'american',
  meal_type: 'breakfast',
  ingredients: [
    { ingredient_name: 'flour', amount: 2, unit: 'cup', preparation: null, notes: null, is_optional: false },
    { ingredient_name: 'buttermilk', amount: 1.5, unit: 'cup', preparation: null, notes: null, is_optional: false },
    { ingredient_name: 'eggs', amount: 2, unit: null, preparation: 'beaten', notes: null, is_optional: false },
    { ingredient_name: 'blueberries', amount: 0.5, unit: 'cup', preparation: null, notes: null, is_optional: true },
  ],
  instructions: [
    {
      step_number: 1,
      instruction: 'Whisk the flour with the buttermilk and eggs.',
      time_minutes: 5,
      temperature: null,
      notes: null,
    },
    {
      step_number: 2,
      instruction: 'Cook ladlefuls on a hot griddle until bubbles form, then flip.',
      time_minutes: 15,
      temperature: null,
      notes: null,
    },
  ],
  notes: null,
  tags: ['breakfast'],
  nutrition_json: null,
};

/** Enough text for the client's rules (50 characters and more). */
export const pancakeText = `Grandma's Buttermilk Pancakes
Serves 4. Prep 10 min, cook 20 min.
Ingredients
2 cups flour
1 1/2 cups buttermilk
2 eggs, beaten
Instructions
1. Whisk the flour with the buttermilk and eggs.
2. Cook ladlefuls on a hot griddle until bubbles form, then flip.`;

export const parsed = (
  ai_confidence: ParsedRecipeResponse['ai_confidence'],
  parser: ParsedRecipeResponse['parser'] = 'ai',
): ParsedRecipeResponse => ({
  success: true,
  recipe: pancakeDraft,
  suggestions:
    ai_confidence === 'high'
      ? []
      : ['Check the amounts: some lines had no unit.', 'Add a cooking temperature for the griddle.'],
  ai_confidence,
  parser,
});

export const notParsed: ParsedRecipeResponse = {
  success: false,
  recipe: null,
  suggestions: [],
  ai_confidence: 'low',
  parser: 'builtin',
};

export const sampleRecommendations: RecipeRecommendations = {
  cooking_tips: [
    'Roast the tomatoes until they blister for a deeper flavour.',
    'Season at the end: the stock is already salty.',
  ],
  ingredient_substitutions: [
    { original: 'cream', substitute: 'coconut milk', note: 'Keeps it dairy-free.' },
    { original: 'vegetable stock', substitute: 'water and a parmesan rind', note: null },
  ],
  nutritional_highlights: ['Rich in vitamin C and lycopene.'],
  storage_instructions: 'Keeps 4 days in the fridge; freezes for 3 months.',
  required_tools: [{ tool_name: 'Ladle', category: 'serving', is_essential: true, alternative: null }],
};

export const otherRecommendations: RecipeRecommendations = {
  cooking_tips: ['Blend in batches so the lid stays on.'],
  ingredient_substitutions: [],
  nutritional_highlights: [],
  storage_instructions: null,
  required_tools: [],
};

export const emptyRecommendations: RecipeRecommendations = {
  cooking_tips: [],
  ingredient_substitutions: [],
  nutritional_highlights: [],
  storage_instructions: null,
  required_tools: [],
};

export const plainAnswer: ChefAnswer = {
  answer: 'Yes: roast the tomatoes a day ahead and keep them in the fridge; the soup only gets better.',
  has_modifications: false,
  suggested_modifications: null,
};

export const modifiedDraft: RecipeDraft = {
  ...pancakeDraft,
  title: 'Dairy-free Tomato & Basil Soup',
  description: 'The same soup, finished with coconut milk.',
  ingredients: [
    {
      ingredient_name: 'ripe tomatoes',
      amount: 1.5,
      unit: 'kg',
      preparation: 'halved',
      notes: null,
      is_optional: false,
    },
    { ingredient_name: 'coconut milk', amount: 0.5, unit: 'cup', preparation: null, notes: null, is_optional: false },
  ],
  instructions: [
    {
      step_number: 1,
      instruction: 'Roast the tomatoes until they blister.',
      time_minutes: 45,
      temperature: '200°C',
      notes: null,
    },
    { step_number: 2, instruction: 'Blend with the coconut milk.', time_minutes: null, temperature: null, notes: null },
  ],
};

export const modifyingAnswer: ChefAnswer = {
  answer: 'Swap the cream for coconut milk: it stays silky and dairy-free.',
  has_modifications: true,
  suggested_modifications: modifiedDraft,
};

/** The AI chef's estimate from a recipe's ingredients (POST /ai/analyze-nutrition). */
export const estimatedNutrition: Nutrition = {
  per_serving: {
    calories: 318.4,
    protein_g: 5.25,
    carbohydrates_g: 21,
    fat_g: 24.4,
    fiber_g: 5.1,
    sugar_g: 12.6,
    sodium_mg: 710,
    cholesterol_mg: 34,
    vitamin_c_mg: 41.2,
    calcium_mg: 72,
    iron_mg: 1.9,
  },
  servings: 4,
  disclaimer: 'Estimated by the AI chef; values are approximate.',
};

/** Facts read from a pasted label (POST /recipes/parse-nutrition). */
export const labelNutrition: Nutrition = {
  per_serving: { ...estimatedNutrition.per_serving, calories: 265, fat_g: 16 },
  servings: 4,
  disclaimer: 'Estimated by the AI chef; values are approximate.',
};

export const pastedLabel = 'Nutrition Facts\nServings 4\nCalories 265\nTotal Fat 16g\nSodium 710mg\nProtein 5g';

const features = (on: boolean) =>
  ({
    recipe_parsing: true,
    recipe_enhancement: on,
    ingredient_suggestions: on,
    recommendations: on,
    chef_questions: on,
    famous_chefs: on,
    cooking_assistant: on,
    nutrition_analysis: on,
  }) as AiStatus['features'];

export const aiOn: AiStatus = {
  ai_available: true,
  provider: 'openai-compatible',
  features: features(true),
  message: 'AI features are available',
};
export const aiOff: AiStatus = {
  ai_available: false,
  provider: 'none',
  features: features(false),
  message: 'AI features are not configured; recipe text is read by the built-in parser',
};
