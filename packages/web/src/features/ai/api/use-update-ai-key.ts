import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { aiKeys } from './keys';

export interface AiKeyChange {
  openai_api_key: string;
  /** An OpenAI-compatible server (Ollama, vLLM); null is OpenAI itself. */
  base_url: string | null;
  /** null keeps the server's default model. */
  model: string | null;
}

/**
 * PUT /admin/openai-key. Afterwards the key status and GET /ai/status are revalidated: the status is
 * otherwise cached 5 minutes, and the AI panels must follow a new key at once.
 */
export function useUpdateAiKey() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (change: AiKeyChange) => {
      const result = await api.aiAdmin.updateKey({ body: change });
      await Promise.all([mutate(aiKeys.keyStatus), mutate(aiKeys.status)]);
      return result;
    },
    [mutate],
  );
}
