import type { Recipe } from '@potluck/api';
import type { AiMessage } from '../../ai/ai-provider';

const JSON_ONLY = 'Answer with one JSON object that matches the given schema, and nothing else.';

const system = (role: string): AiMessage => ({ role: 'system', content: `${role} ${JSON_ONLY}` });
const user = (content: string): AiMessage => ({ role: 'user', content });

/** The recipe as the chef reads it: only what the member can see on the page. */
export function recipeAsText(recipe: Recipe): string {
  const lines = [
    `Title: ${recipe.title}`,
    recipe.description ? `Description: ${recipe.description}` : '',
    `Servings: ${recipe.servings}`,
    recipe.prep_time_minutes != null ? `Prep time: ${recipe.prep_time_minutes} minutes` : '',
    recipe.cook_time_minutes != null ? `Cook time: ${recipe.cook_time_minutes} minutes` : '',
    `Difficulty: ${recipe.difficulty}`,
    recipe.cuisine_type ? `Cuisine: ${recipe.cuisine_type}` : '',
    'Ingredients:',
    ...recipe.ingredients.map(
      (i) =>
        `- ${[i.amount, i.unit, i.ingredient_name].filter((p) => p !== null && p !== '').join(' ')}${i.preparation ? `, ${i.preparation}` : ''}${i.is_optional ? ' (optional)' : ''}`,
    ),
    'Steps:',
    ...recipe.instructions.map((s) => `${s.step_number}. ${s.instruction}`),
    recipe.notes ? `Notes: ${recipe.notes}` : '',
  ];
  return lines.filter(Boolean).join('\n');
}

export const PROMPTS = {
  parseRecipe: (text: string): AiMessage[] => [
    system(
      'You read recipes that people paste from anywhere. Extract the title, a description of at most 200 characters, times in minutes, servings, difficulty (easy, medium, hard), cuisine and meal type when clear, each ingredient with a numeric amount, a short unit (tsp, tbsp, cup, g, kg, ml, l, oz, lb, clove, can, pinch, ...) and the ingredient name, preparation after a comma, and the steps in order. Put what you could not read, and ideas to improve the recipe, in suggestions. Set confidence to high, medium or low by how complete the text was.',
    ),
    user(text),
  ],
  enhanceRecipe: (recipe: unknown): AiMessage[] => [
    system(
      'You improve a recipe a member is writing: clearer steps, missing amounts or units, a short appetising description (at most 200 characters). Keep the dish the same; list what you changed in suggestions.',
    ),
    user(JSON.stringify(recipe)),
  ],
  suggestIngredients: (title: string, cuisine: string | undefined): AiMessage[] => [
    system('You suggest the ingredients of a dish with amounts and short units, for 4 servings.'),
    user(`Dish: ${title}${cuisine ? `\nCuisine: ${cuisine}` : ''}`),
  ],
  recommendations: (recipe: Recipe): AiMessage[] => [
    system(
      'You are a friendly chef giving recommendations for one recipe: cooking tips, ingredient substitutions (original, substitute, note), nutritional highlights, storage instructions, and the tools needed (tool_name, category one of mixing, baking, cooking, measuring, cutting, serving, is_essential, alternative).',
    ),
    user(recipeAsText(recipe)),
  ],
  askChef: (recipe: Recipe, question: string): AiMessage[] => [
    system(
      "You are the AI chef of a family cookbook. Answer the member's question about the recipe below, warmly and briefly. Only when the answer changes the recipe (a substitution, a scaled or adapted version), set has_modifications true and give suggested_modifications: the whole changed recipe (title, description, servings, times, ingredients with amount/unit/ingredient_name, instructions). Otherwise has_modifications is false and suggested_modifications null.",
    ),
    user(`Recipe:\n${recipeAsText(recipe)}\n\nQuestion: ${question}`),
  ],
  famousChefs: (dish: string): AiMessage[] => [
    system(
      'You know the famous chefs of the world. List up to 6 real, well-known chefs famous for cooking the given dish or its cuisine. An empty list when the dish is not a real dish.',
    ),
    user(`Dish: ${dish}`),
  ],
  singleChef: (dish: string, chef: string): AiMessage[] => [
    system(
      'You write how a famous chef would make a dish, in their style: a recipe title and the recipe as plain text with an ingredient list (one per line, "amount unit name") and numbered steps.',
    ),
    user(`Dish: ${dish}\nChef: ${chef}`),
  ],
  multiChef: (dish: string): AiMessage[] => [
    system(
      'You write how three different famous chefs would each make a dish, in their styles: chef name, recipe title and the recipe as plain text with an ingredient list (one per line, "amount unit name") and numbered steps.',
    ),
    user(`Dish: ${dish}`),
  ],
  cookingAssistant: (question: string): AiMessage[] => [
    system(
      'You are the friendly AI chef on the home page of a family cookbook. Answer cooking questions helpfully and briefly. Also give up to 5 search words for dishes in the family cookbook that fit the question.',
    ),
    user(question),
  ],
  nutrition: (text: string, servings: number): AiMessage[] => [
    system(
      'You estimate nutrition per serving from a list of ingredients: calories, protein_g, carbohydrates_g, fat_g, fiber_g, sugar_g, sodium_mg, cholesterol_mg, vitamin_c_mg, calcium_mg, iron_mg as non-negative numbers. found is false when the text holds no food.',
    ),
    user(`Servings: ${servings}\nIngredients:\n${text}`),
  ],
  nutritionFacts: (text: string): AiMessage[] => [
    system(
      'You read a nutrition facts label or table pasted as text into per-serving values and the number of servings. found is false when the text holds no nutrition information.',
    ),
    user(text),
  ],
};
