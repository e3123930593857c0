import type { RecipeDraft } from '@potluck/api';
import { aiFeatureAvailable, useAiStatus } from '../api/use-ai-status';
import { useParseRecipe } from '../api/use-parse-recipe';
import { AiAssistedTab } from './ai-assisted-tab';

/** The AI-Assisted tab of /recipes/create, connected to GET /ai/status and POST /ai/parse-recipe. */
export function AiAssistedEntry({ onUse }: { onUse: (draft: RecipeDraft) => void }) {
  const status = useAiStatus();
  const parse = useParseRecipe();
  return <AiAssistedTab aiAvailable={aiFeatureAvailable(status, 'recipe_parsing')} parse={parse} onUse={onUse} />;
}
