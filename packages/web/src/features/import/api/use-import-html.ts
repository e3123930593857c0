import type { ImportResult } from '@potluck/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isRecipeListKey } from '../../recipes/api/keys';

/**
 * POST /recipes/import-html: a page's HTML pasted by the member (a page the server cannot fetch, or one
 * behind a sign-in). `sourceUrl` fills the recipe's source link. `preview` true creates nothing.
 */
export function useImportHtml() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (html: string, sourceUrl: string | null, preview: boolean): Promise<ImportResult> => {
      const result = await api.imports.html({ body: { html, source_url: sourceUrl, preview, publish: false } });
      if (result.recipe) void mutate(isRecipeListKey);
      return result;
    },
    [mutate],
  );
}
