import { type RecipeSummary, chefVariationSchema } from '@potluck/api';
import type { AiGateway } from '../../ai/ai-gateway';
import type { Viewer } from '../../db/visibility';
import type { RecipeListService } from '../recipes/recipe-list.service';
import { cookingAnswerSchema, famousChefsAnswerSchema, multiChefAnswerSchema } from './ai-answers.schemas';
import { PROMPTS } from './ai-prompts';

/** How many family recipes the home page's AI answer points to. */
const ANSWER_RECIPES = 3;

/** The AI chef home (spec 000 §2): free questions, famous chefs for a dish and their variations. */
export function createAiHomeService(deps: { gateway: AiGateway; recipeLists: RecipeListService }) {
  const { gateway } = deps;
  return {
    async ask(viewer: Viewer, question: string): Promise<{ answer: string; recipes: RecipeSummary[] }> {
      const answer = await gateway.run(viewer.id, 'cooking_assistant', {
        name: 'cooking_answer',
        schema: cookingAnswerSchema,
        messages: PROMPTS.cookingAssistant(question),
      });
      // The family's own recipes that fit: searched with the viewer's visibility, never invented by the AI.
      const terms = answer.search_terms.map((t) => t.replace(/["()]/g, ' ').trim()).filter(Boolean);
      const recipes = terms.length > 0 ? await deps.recipeLists.search(viewer, terms.join(' or '), ANSWER_RECIPES) : [];
      return { answer: answer.answer, recipes };
    },

    async famousChefs(viewer: Viewer, dish: string) {
      const answer = await gateway.run(viewer.id, 'famous_chefs', {
        name: 'famous_chefs',
        schema: famousChefsAnswerSchema,
        messages: PROMPTS.famousChefs(dish),
      });
      const famous_chefs = [...new Set(answer.famous_chefs)];
      return { success: famous_chefs.length > 0, famous_chefs };
    },

    async singleChef(viewer: Viewer, dish: string, chef: string) {
      const variation = await gateway.run(viewer.id, 'famous_chefs', {
        name: 'chef_variation',
        schema: chefVariationSchema,
        messages: PROMPTS.singleChef(dish, chef),
        maxTokens: 2500,
      });
      return { success: true, chef_variation: { ...variation, chef_name: chef } };
    },

    async multiChef(viewer: Viewer, dish: string) {
      const answer = await gateway.run(viewer.id, 'famous_chefs', {
        name: 'chef_variations',
        schema: multiChefAnswerSchema,
        messages: PROMPTS.multiChef(dish),
        maxTokens: 4000,
      });
      return { success: true, variations: answer.variations };
    },
  };
}
export type AiHomeService = ReturnType<typeof createAiHomeService>;
