import type { MealFeed, MealFeedStatus } from '@potluck/api';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

const FEED_KEY = ['meal-plan-feed'] as const;

/** GET/POST/DELETE /meal-plans/feed: the member's private iCalendar feed (its URL is known only when turned on). */
export function useMealFeed(load: boolean) {
  const status = useSWR<MealFeedStatus>(load ? FEED_KEY : null, () => api.mealPlanSharing.feedStatus());
  return {
    status,
    enable: async (): Promise<MealFeed> => {
      const feed = await api.mealPlanSharing.enableFeed();
      await status.mutate({ enabled: true, created_at: feed.created_at }, { revalidate: false });
      return feed;
    },
    disable: async () => {
      await api.mealPlanSharing.disableFeed();
      await status.mutate({ enabled: false, created_at: null }, { revalidate: false });
    },
  };
}
