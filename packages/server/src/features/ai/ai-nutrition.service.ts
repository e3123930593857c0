import { CHEF_MESSAGES } from '@potluck/api';
import { type Nutrition, NUTRITION_FIELDS, isNutritionValid } from '@potluck/api/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recipes } from '../../db/schema/index';
import type { AiGateway } from '../../ai/ai-gateway';
import { findEditable } from '../recipes/recipe-access';
import type { Viewer } from '../../db/visibility';
import { type NutritionAnswer, nutritionAnswerSchema } from './ai-answers.schemas';
import { PROMPTS } from './ai-prompts';

const DISCLAIMER = 'Estimated by the AI chef; values are approximate.';

/** The provider's reading as the Nutrition entity, or null when it found nothing usable (missing values are 0). */
export function toNutrition(answer: NutritionAnswer, servings: number): Nutrition | null {
  if (!answer.found || !answer.per_serving) return null;
  const values = NUTRITION_FIELDS.map((f) => [f.key, answer.per_serving?.[f.key] ?? null] as const);
  if (values.every(([, v]) => v === null)) return null;
  const nutrition = {
    per_serving: Object.fromEntries(values.map(([k, v]) => [k, v ?? 0])),
    servings,
    disclaimer: DISCLAIMER,
  };
  return isNutritionValid(nutrition) ? nutrition : null;
}

export function createAiNutritionService(ctx: AppContext, deps: { gateway: AiGateway }) {
  return {
    /** The analysis call: ingredients text and servings → estimated nutrition_data (not stored). */
    async analyze(viewer: Viewer, text: string, servings: number) {
      const answer = await deps.gateway.run(viewer.id, 'nutrition_analysis', {
        name: 'nutrition',
        schema: nutritionAnswerSchema,
        messages: PROMPTS.nutrition(text, servings),
      });
      const nutrition_data = toNutrition(answer, servings);
      return { success: nutrition_data !== null, nutrition_data };
    },

    /** POST /recipes/parse-nutrition: a pasted label read onto the recipe's nutrition_json (editors only). */
    async parseOntoRecipe(viewer: Viewer, recipeId: number, text: string) {
      await findEditable(ctx.db, viewer, recipeId);
      const answer = await deps.gateway.run(viewer.id, 'nutrition_analysis', {
        name: 'nutrition',
        schema: nutritionAnswerSchema,
        messages: PROMPTS.nutritionFacts(text),
      });
      const [row] = await ctx.db.select({ servings: recipes.servings }).from(recipes).where(eq(recipes.id, recipeId));
      const nutrition_json = toNutrition(answer, answer.servings ?? row?.servings ?? 1);
      if (!nutrition_json) return { success: false, message: CHEF_MESSAGES.noNutrition, nutrition_json: null };
      await ctx.db.update(recipes).set({ nutritionJson: nutrition_json }).where(eq(recipes.id, recipeId));
      return { success: true, message: CHEF_MESSAGES.nutritionParsed, nutrition_json };
    },
  };
}
