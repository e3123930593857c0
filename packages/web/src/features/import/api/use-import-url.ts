import type { ImportResult } from '@potluck/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isRecipeListKey } from '../../recipes/api/keys';

/**
 * POST /recipes/import-url. `preview` true reads the page and creates nothing; otherwise the recipe is
 * created as a draft (with the page's photo) and every recipe list is revalidated.
 */
export function useImportUrl() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (url: string, preview: boolean): Promise<ImportResult> => {
      const result = await api.imports.url({ body: { url, preview, publish: false } });
      if (result.recipe) void mutate(isRecipeListKey);
      return result;
    },
    [mutate],
  );
}
