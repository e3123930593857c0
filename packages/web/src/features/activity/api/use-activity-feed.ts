import type { ActivityFeed } from '@potluck/api';
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { api } from '../../../lib/api-client';
import { ACTIVITY_PAGE_SIZE } from '../activity.texts';
import { activityKeys } from './keys';

/** GET /activity/feed, newest first, one page of 20 at a time (setSize(size + 1) loads older items). */
export function useActivityFeed(): SWRInfiniteResponse<ActivityFeed> {
  return useSWRInfinite(
    (index, previous: ActivityFeed | null) =>
      previous && previous.offset + previous.items.length >= previous.total
        ? null
        : activityKeys.feedPage(index * ACTIVITY_PAGE_SIZE),
    ([, offset]) => api.activity.feed({ query: { limit: ACTIVITY_PAGE_SIZE, offset } }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
}
