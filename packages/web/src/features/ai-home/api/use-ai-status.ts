import type { AiFeature, AiStatus } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { aiHomeKeys } from './keys';

/** GET /ai/status, fresh for 5 minutes (spec 000 §9). */
export function useAiStatus(): SWRResponse<AiStatus> {
  return useSWR<AiStatus>(aiHomeKeys.status, () => api.ai.status(), freshFor('aiStatus'));
}

/**
 * Whether one AI feature can be offered: undefined while the status loads, false when it could not be
 * loaded (the page then says so honestly instead of letting every AI call fail).
 */
export function aiFeatureAvailable(status: Pick<SWRResponse<AiStatus>, 'data' | 'error'>, feature: AiFeature): boolean | undefined {
  if (status.data) return status.data.ai_available && status.data.features[feature] !== false;
  return status.error ? false : undefined;
}
