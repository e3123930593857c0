import { ingredientLine, type Recipe, type RecipeUpdateInput } from '@potluck/api';
import { parseNutrition } from '@potluck/api/domain';
import { useAnalyzeNutrition } from '../api/use-analyze-nutrition';
import { useAskChef } from '../api/use-ask-chef';
import { aiFeatureAvailable, useAiStatus } from '../api/use-ai-status';
import { useClearSuggestions } from '../api/use-clear-suggestions';
import { useCreateVersion } from '../api/use-create-version';
import { useGenerateSuggestions } from '../api/use-generate-suggestions';
import { useParseNutrition } from '../api/use-parse-nutrition';
import { useSaveNutrition } from '../api/use-save-nutrition';
import { useSaveSuggestions } from '../api/use-save-suggestions';
import { ChefQuestionBox } from './chef-question-box';
import { NutritionEditor } from './nutrition-editor';
import { readSavedRecommendations } from './read-recommendations';
import { RecommendationsPanel } from './recommendations-panel';

export interface RecipeAiPanelProps {
  recipeId: number;
  /** Author or admin (the server checks again). */
  canEdit: boolean;
  /**
   * Revalidates what the change touched (the recipe, its versions); the panels wait for it, so the page
   * already shows the saved recommendations, their tools or the new version when they settle.
   */
  onRecipeChanged: () => Promise<unknown>;
}

/** The recommendations panel of /recipes/{id}, connected to the AI calls. */
export function RecipeRecommendations({
  recipeId,
  canEdit,
  onRecipeChanged,
  savedRaw,
}: RecipeAiPanelProps & { savedRaw: unknown }) {
  const status = useAiStatus();
  const generate = useGenerateSuggestions(recipeId);
  const saveSuggestions = useSaveSuggestions(recipeId);
  const clearSuggestions = useClearSuggestions(recipeId);
  return (
    <RecommendationsPanel
      saved={readSavedRecommendations(savedRaw)}
      canEdit={canEdit}
      aiAvailable={aiFeatureAvailable(status, 'recommendations')}
      generate={generate}
      save={async (r) => {
        await saveSuggestions(r);
        await onRecipeChanged();
      }}
      clear={async () => {
        await clearSuggestions();
        await onRecipeChanged();
      }}
    />
  );
}

/** The AI chef question box of /recipes/{id}, connected to ask-chef and create-version-from-ai. */
export function RecipeChefQuestion({ recipeId, canEdit, onRecipeChanged }: RecipeAiPanelProps) {
  const status = useAiStatus();
  const ask = useAskChef(recipeId);
  const create = useCreateVersion(recipeId);
  return (
    <ChefQuestionBox
      aiAvailable={aiFeatureAvailable(status, 'chef_questions')}
      canEdit={canEdit}
      ask={ask}
      createVersion={async (answer, modifications) => {
        const created = await create(answer, modifications);
        await onRecipeChanged();
        return created;
      }}
    />
  );
}

export interface RecipeNutritionProps extends Pick<RecipeAiPanelProps, 'onRecipeChanged'> {
  recipe: Recipe;
  /** The update body the edit form would send for the recipe unchanged; the estimate is saved with it. */
  currentBody: () => RecipeUpdateInput;
}

/**
 * The editors' nutrition action of /recipes/{id} (the page shows it to the author and admins only; the
 * server checks again): a pasted label stored by POST /recipes/parse-nutrition, or an estimate from the
 * ingredients saved as an update of the recipe.
 */
export function RecipeNutrition({ recipe, currentBody, onRecipeChanged }: RecipeNutritionProps) {
  const status = useAiStatus();
  const parseLabel = useParseNutrition(recipe.id);
  const analyze = useAnalyzeNutrition();
  const save = useSaveNutrition(recipe.id);
  return (
    <NutritionEditor
      hasNutrition={parseNutrition(recipe.nutrition_json) !== null}
      aiAvailable={aiFeatureAvailable(status, 'nutrition_analysis')}
      ingredientLines={recipe.ingredients.map(ingredientLine)}
      servings={recipe.servings}
      parseLabel={async (text) => {
        const result = await parseLabel(text);
        if (result.success) await onRecipeChanged();
        return result;
      }}
      estimate={analyze}
      saveEstimate={async (nutrition) => {
        await save(currentBody(), nutrition);
        await onRecipeChanged();
      }}
    />
  );
}
