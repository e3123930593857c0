import { useAskChef } from '../api/use-ask-chef';
import { aiFeatureAvailable, useAiStatus } from '../api/use-ai-status';
import { useClearSuggestions } from '../api/use-clear-suggestions';
import { useCreateVersion } from '../api/use-create-version';
import { useGenerateSuggestions } from '../api/use-generate-suggestions';
import { useSaveSuggestions } from '../api/use-save-suggestions';
import { ChefQuestionBox } from './chef-question-box';
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
export function RecipeRecommendations({ recipeId, canEdit, onRecipeChanged, savedRaw }: RecipeAiPanelProps & { savedRaw: unknown }) {
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
