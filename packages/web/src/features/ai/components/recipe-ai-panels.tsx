import { ingredientLine, type Recipe, type RecipeUpdateInput } from '@potluck/api';
import { parseNutrition } from '@potluck/api/domain';
import { Alert } from '@potluck/ui';
import { useAnalyzeNutrition } from '../api/use-analyze-nutrition';
import { useAskChef } from '../api/use-ask-chef';
import { aiFeatureAvailable, useAiStatus } from '../api/use-ai-status';
import { useClearSuggestions } from '../api/use-clear-suggestions';
import { useCreateVersion } from '../api/use-create-version';
import { useGenerateSuggestions } from '../api/use-generate-suggestions';
import { useParseNutrition } from '../api/use-parse-nutrition';
import { useSaveNutrition } from '../api/use-save-nutrition';
import { useSaveSuggestions } from '../api/use-save-suggestions';
import { AI_TEXT as T } from './ai-text';
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

/**
 * Whether the AI chef answers at all (GET /ai/status): false when no key works or the status failed to load,
 * undefined while it loads. The recipe page then shows one notice instead of one in every AI panel.
 */
export function useAiChefOn(): boolean | undefined {
  const status = useAiStatus();
  if (status.data) return status.data.ai_available;
  return status.error ? false : undefined;
}

/** The recipe page's one notice while the AI chef is off; it stands in for every AI panel. */
export function RecipeAiUnavailable() {
  return (
    <Alert tone="info" title={T.aiChefOff}>
      {T.unavailablePanels}
    </Alert>
  );
}

/**
 * The recommendations panel of /recipes/{id}, connected to the AI calls. With the AI chef off the page's one
 * notice says so: the panel stays only to show saved recommendations, without a note of its own.
 */
export function RecipeRecommendations({
  recipeId,
  canEdit,
  onRecipeChanged,
  savedRaw,
}: RecipeAiPanelProps & { savedRaw: unknown }) {
  const status = useAiStatus();
  const chefOn = useAiChefOn();
  const generate = useGenerateSuggestions(recipeId);
  const saveSuggestions = useSaveSuggestions(recipeId);
  const clearSuggestions = useClearSuggestions(recipeId);
  const saved = readSavedRecommendations(savedRaw);
  if (chefOn === false && !saved) return null;
  return (
    <RecommendationsPanel
      saved={saved}
      canEdit={canEdit}
      aiAvailable={aiFeatureAvailable(status, 'recommendations')}
      unavailableNote={chefOn !== false}
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
