import type { AiUsage } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { aiKeys } from './keys';

/** GET /admin/ai-usage (admins): AI calls, tokens and latency of the last `days` days by feature and member. */
export function useAiUsage(days = 7): SWRResponse<AiUsage> {
  return useSWR<AiUsage>(aiKeys.usage(days), () => api.aiAdmin.usage({ query: { days } }), freshFor('admin'));
}
