import type { RecipeDraft, ParsedRecipeResponse } from '@potluck/api';
import { parseRecipeText } from '@potluck/api/domain';
import type { AiGateway } from '../../ai/ai-gateway';
import type { AiKeyService } from '../../ai/ai-key.service';
import { enhanceAnswerSchema, ingredientSuggestionsAnswerSchema, parseAnswerSchema } from './ai-answers.schemas';
import { PROMPTS } from './ai-prompts';

/**
 * Pasted text → a recipe for the form. The AI reads it when a key is configured and the member asked for
 * it (enhance); otherwise, or with no key, the built-in parser does, and the answer says which.
 */
export function createAiParseService(deps: { keys: AiKeyService; gateway: AiGateway }) {
  function builtin(text: string): ParsedRecipeResponse {
    const result = parseRecipeText(text);
    const recipe = result.recipe ? { ...result.recipe, nutrition_json: null } : null;
    return {
      success: result.success,
      recipe,
      suggestions: result.suggestions,
      ai_confidence: result.ai_confidence,
      parser: 'builtin',
    };
  }

  return {
    async parse(userId: number, text: string, enhance: boolean): Promise<ParsedRecipeResponse> {
      // A saved key that does not work (ai_available false) must not fail the member: the built-in parser reads.
      if (!enhance || !(await deps.keys.available())) return builtin(text);
      const answer = await deps.gateway.run(userId, 'recipe_parsing', {
        name: 'parsed_recipe',
        schema: parseAnswerSchema,
        messages: PROMPTS.parseRecipe(text),
        maxTokens: 3000,
      });
      const usable = answer.recipe.ingredients.length > 0 || answer.recipe.instructions.length > 0;
      return {
        success: usable,
        recipe: usable ? answer.recipe : null,
        suggestions: answer.suggestions,
        ai_confidence: answer.confidence,
        parser: 'ai',
      };
    },

    async enhance(userId: number, recipe: RecipeDraft) {
      const answer = await deps.gateway.run(userId, 'recipe_enhancement', {
        name: 'enhanced_recipe',
        schema: enhanceAnswerSchema,
        messages: PROMPTS.enhanceRecipe(recipe),
        maxTokens: 3000,
      });
      return { success: true, recipe: answer.recipe, suggestions: answer.suggestions };
    },

    async suggestIngredients(userId: number, title: string, cuisine: string | undefined) {
      const answer = await deps.gateway.run(userId, 'ingredient_suggestions', {
        name: 'ingredient_suggestions',
        schema: ingredientSuggestionsAnswerSchema,
        messages: PROMPTS.suggestIngredients(title, cuisine),
      });
      return {
        success: answer.ingredients.length > 0,
        ingredients: answer.ingredients.map((i) => ({
          ingredient_name: i.ingredient_name,
          amount: i.amount ?? null,
          unit: i.unit ?? null,
        })),
      };
    },
  };
}
export type AiParseService = ReturnType<typeof createAiParseService>;
