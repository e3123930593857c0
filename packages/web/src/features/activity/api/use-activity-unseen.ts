import type { ActivityUnseen } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { UNSEEN_REFRESH_MS } from '../activity.texts';
import { activityKeys } from './keys';

/**
 * GET /activity/unseen: how many feed items are new, for the sidebar's Activity entry (the shell hosts it,
 * decision 007). Looks again every minute and on focus.
 */
export function useActivityUnseen(enabled = true): SWRResponse<ActivityUnseen> {
  return useSWR(enabled ? activityKeys.unseen : null, () => api.activity.unseen(), {
    refreshInterval: UNSEEN_REFRESH_MS,
  });
}
