import { errorText } from '@potluck/api';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { aiFeatureAvailable, useAiStatus } from '../../ai/api/use-ai-status';
import { useCookingAssistant } from '../api/use-cooking-assistant';
import { useDiscoverRecipes } from '../api/use-discover-recipes';
import { AiHomeView } from '../components/ai-home-view';
import { HOME_TEXT as T } from '../components/ai-home-text';
import type { DiscoverState } from '../components/discover-recipes';
import { FamousChefVariationsPanel } from '../components/famous-chef-variations-panel';
import { pickGreeting } from '../components/greetings';

/** / : the AI chef home. Discover works without the AI; the AI parts say so when it is not available. */
export function AiHomePage() {
  usePageTitle(T.pageTitle);
  // One greeting per visit: picked once, kept through re-renders.
  const [greeting] = useState(() => pickGreeting());
  const { user } = useAuth();
  const status = useAiStatus();
  const ask = useCookingAssistant();
  const discover = useDiscoverRecipes();
  const discoverState: DiscoverState = discover.data
    ? { status: 'ready', recipes: discover.data }
    : discover.error
      ? { status: 'error', message: errorText(discover.error, T.discoverFailed) }
      : { status: 'loading' };
  return (
    <AiHomeView
      name={user?.first_name || user?.display_name || user?.username}
      greeting={greeting}
      assistantAvailable={aiFeatureAvailable(status, 'cooking_assistant')}
      ask={ask}
      discover={discoverState}
      onShuffle={() => void discover.mutate()}
      chefs={<FamousChefVariationsPanel />}
    />
  );
}
