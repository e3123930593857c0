import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { activityKeys } from './keys';

/** POST /activity/seen: the feed was looked at; the sidebar badge takes the answer (0) at once. */
export function useMarkSeen(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const unseen = await api.activity.markSeen();
    await mutate(activityKeys.unseen, unseen, { revalidate: false });
  }, [mutate]);
}
