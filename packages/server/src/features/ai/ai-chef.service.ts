import { CHEF_MESSAGES, type RecipeDraft, type RecipeRecommendations, recipeUpdateSchema } from '@potluck/api';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recipes } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';
import type { AiGateway } from '../../ai/ai-gateway';
import { findEditable, findVisible } from '../recipes/recipe-access';
import { loadRecipe } from '../recipes/recipe-read.service';
import type { Viewer } from '../../db/visibility';
import type { RecipeWriteService } from '../recipes/recipe-write.service';
import { chefAnswerReadSchema, recommendationsAnswerSchema } from './ai-answers.schemas';
import { PROMPTS } from './ai-prompts';

const isEmpty = (r: RecipeRecommendations) =>
  r.cooking_tips.length +
    r.ingredient_substitutions.length +
    r.nutritional_highlights.length +
    r.required_tools.length ===
    0 && !r.storage_instructions;

/**
 * The AI chef on a recipe page. The recipe is read with the member's own visibility first, so another
 * member's private recipe is never sent to the provider (it is a 404 before any AI call).
 */
export function createAiChefService(ctx: AppContext, deps: { gateway: AiGateway; recipeWrites: RecipeWriteService }) {
  const { db } = ctx;

  async function visibleRecipe(viewer: Viewer, id: number) {
    await findVisible(db, viewer, id);
    return loadRecipe(db, id);
  }

  return {
    async ask(viewer: Viewer, recipeId: number, question: string) {
      const recipe = await visibleRecipe(viewer, recipeId);
      const answer = await deps.gateway.run(viewer.id, 'chef_questions', {
        name: 'chef_answer',
        schema: chefAnswerReadSchema,
        messages: PROMPTS.askChef(recipe, question),
        maxTokens: 3000,
      });
      const modifications = answer.has_modifications ? (answer.suggested_modifications ?? null) : null;
      return {
        answer: answer.answer,
        has_modifications: modifications !== null,
        suggested_modifications: modifications,
      };
    },

    /** The chef's modified recipe becomes the new current version (editors only); the old one stays in the list. */
    async createVersion(
      viewer: Viewer,
      input: { recipe_id: number; ai_response: string; modifications: RecipeDraft; version_name?: string | null },
    ) {
      await findEditable(db, viewer, input.recipe_id);
      const m = input.modifications;
      const summary = input.version_name?.trim() || `AI chef: ${input.ai_response.replace(/\s+/g, ' ').slice(0, 120)}`;
      const update = recipeUpdateSchema.safeParse({
        title: m.title,
        description: m.description ?? undefined,
        prep_time_minutes: m.prep_time_minutes ?? undefined,
        cook_time_minutes: m.cook_time_minutes ?? undefined,
        servings: m.servings ?? undefined,
        difficulty: m.difficulty ?? undefined,
        ingredients: m.ingredients.map((i) => ({ ...i, unit: i.unit ?? null, amount: i.amount ?? null })),
        instructions: m.instructions.map(({ step_number: _n, ...s }) => s),
        change_summary: summary.slice(0, 500),
      });
      if (!update.success) {
        throw new HttpError(
          422,
          update.error.issues.map((i) => ({
            loc: ['body', 'modifications', ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))],
            msg: i.message,
            type: i.code,
          })),
        );
      }
      const before = await loadRecipe(db, input.recipe_id);
      const after = await deps.recipeWrites.update(viewer, input.recipe_id, update.data);
      if (after.version === before.version)
        throw new HttpError(422, "The chef's modifications do not change the recipe");
      return {
        success: true,
        message: CHEF_MESSAGES.versionCreated,
        version_number: after.version,
        recipe_id: after.id,
      };
    },

    async generateSuggestions(viewer: Viewer, recipeId: number) {
      const recipe = await visibleRecipe(viewer, recipeId);
      const suggestions = await deps.gateway.run(viewer.id, 'recommendations', {
        name: 'recipe_recommendations',
        schema: recommendationsAnswerSchema,
        messages: PROMPTS.recommendations(recipe),
        maxTokens: 2000,
      });
      if (isEmpty(suggestions)) throw new HttpError(502, CHEF_MESSAGES.noRecommendations);
      return { ai_suggestions: suggestions };
    },

    async saveSuggestions(viewer: Viewer, recipeId: number, suggestions: RecipeRecommendations) {
      await findEditable(db, viewer, recipeId);
      await db
        .update(recipes)
        .set({ aiSuggestionsJson: suggestions, requiredToolsJson: { tools: suggestions.required_tools } })
        .where(eq(recipes.id, recipeId));
      return { ai_suggestions: suggestions };
    },

    async clearSuggestions(viewer: Viewer, recipeId: number) {
      await findEditable(db, viewer, recipeId);
      await db
        .update(recipes)
        .set({ aiSuggestionsJson: null, requiredToolsJson: null })
        .where(eq(recipes.id, recipeId));
      return null;
    },
  };
}
export type AiChefService = ReturnType<typeof createAiChefService>;
