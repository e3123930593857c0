import type { MealPlanShare } from '@potluck/api';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isPlansKey, mealPlanKeys } from './keys';

/** Share links of one plan: make one (replacing the last; its token is shown only now) or revoke it. */
export function useShareMutations(planId: number) {
  const { mutate } = useSWRConfig();
  const refresh = () => {
    void mutate(mealPlanKeys.plan(planId));
    void mutate(isPlansKey);
  };
  return {
    share: async (): Promise<MealPlanShare> => {
      const share = await api.mealPlanSharing.share({ params: { id: planId } });
      refresh();
      return share;
    },
    revoke: async () => {
      await api.mealPlanSharing.unshare({ params: { id: planId } });
      refresh();
    },
  };
}
