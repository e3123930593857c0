import type { OpenaiKeyStatus } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { aiKeys } from './keys';

/** GET /admin/openai-key/status (admins): configured, preview, source, base URL, model and connectivity. */
export function useAiKeyStatus(): SWRResponse<OpenaiKeyStatus> {
  return useSWR<OpenaiKeyStatus>(aiKeys.keyStatus, () => api.aiAdmin.keyStatus(), freshFor('admin'));
}
