import { useSession } from '../../../lib/auth/use-session';
import { aiFeatureAvailable, useAiStatus } from '../../ai/api/use-ai-status';
import { useChefVariation } from '../api/use-chef-variation';
import { useChefVariations } from '../api/use-chef-variations';
import { useFamousChefs } from '../api/use-famous-chefs';
import { useSaveAiRecipe } from '../api/use-save-ai-recipe';
import { FamousChefVariations, type FamousChefVariationsProps } from './famous-chef-variations';

export type FamousChefVariationsPanelProps = Pick<FamousChefVariationsProps, 'initialDish' | 'headingLevel'>;

/**
 * Famous-chef variations wired to the API: the AI chef home shows it with an empty dish, a recipe page
 * with its title prefilled (`<FamousChefVariationsPanel initialDish={recipe.title} headingLevel="h2" />`).
 */
export function FamousChefVariationsPanel({ initialDish, headingLevel }: FamousChefVariationsPanelProps) {
  const status = useAiStatus();
  const { isAuthenticated } = useSession();
  return (
    <FamousChefVariations
      aiAvailable={aiFeatureAvailable(status, 'famous_chefs')}
      signedIn={isAuthenticated}
      initialDish={initialDish}
      headingLevel={headingLevel}
      findChefs={useFamousChefs()}
      getVariation={useChefVariation()}
      getAllVariations={useChefVariations()}
      saveRecipe={useSaveAiRecipe()}
    />
  );
}
