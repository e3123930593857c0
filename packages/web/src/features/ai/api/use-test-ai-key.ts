import type { OpenaiKeyStatus } from '@potluck/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { aiKeys } from './keys';

/**
 * POST /admin/test-api-key. The answer's connectivity goes straight into the key status on screen, and
 * GET /ai/status is revalidated (a key that stopped working makes the AI unavailable).
 */
export function useTestAiKey() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const result = await api.aiAdmin.testKey();
    await mutate(
      aiKeys.keyStatus,
      (current?: OpenaiKeyStatus) => (current ? { ...current, connectivity: result.connectivity } : current),
      {
        revalidate: true,
      },
    );
    await mutate(aiKeys.status);
    return result;
  }, [mutate]);
}
