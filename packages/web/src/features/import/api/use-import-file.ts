import { contract, type ImportFileResult } from '@potluck/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isRecipeListKey } from '../../recipes/api/keys';

/**
 * POST /recipes/import-file (multipart: file, publish, preview; preview true reads the file and creates nothing). The form is built afresh for each attempt, so a
 * retry after a token refresh sends the whole file again. Recipe lists are revalidated when any was created.
 */
export function useImportFile() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (file: File, publish: boolean, preview = false): Promise<ImportFileResult> => {
      const body = () => {
        const form = new FormData();
        form.append('publish', String(publish));
        form.append('preview', String(preview));
        form.append('file', file, file.name);
        return form;
      };
      const result = await api.upload(contract.imports.file, { body });
      if (result.created.length > 0) void mutate(isRecipeListKey);
      return result;
    },
    [mutate],
  );
}
