import type { Share, ShareInput } from '@potluck/api';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** POST /activity/share/recipe: records a link, social or friend share (a friend share notifies the member). */
export function useShareRecipe(): (body: ShareInput) => Promise<Share> {
  return useCallback((body: ShareInput) => api.activity.shareRecipe({ body }), []);
}
