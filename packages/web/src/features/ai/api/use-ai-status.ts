import type { AiStatus } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { aiKeys } from './keys';

/** GET /ai/status, fresh for 5 minutes (spec 000 §9); a key change in System Settings revalidates it. */
export function useAiStatus(): SWRResponse<AiStatus> {
  return useSWR<AiStatus>(aiKeys.status, () => api.ai.status(), freshFor('aiStatus'));
}

/**
 * Whether one AI feature can be offered: undefined while the status loads, false when it failed to load
 * (nothing is promised that may not work).
 */
export function aiFeatureAvailable(
  status: Pick<SWRResponse<AiStatus>, 'data' | 'error'>,
  feature: keyof AiStatus['features'],
): boolean | undefined {
  if (status.data) return status.data.ai_available && status.data.features[feature] !== false;
  return status.error ? false : undefined;
}
