import { contract } from '@potluck/api';
import { useCallback } from 'react';
import { downloadFile, saveFile } from './download-file';

/** GET /recipes/export/all: the caller's whole library as a zip, saved; resolves with the file's name. */
export function useExportAll() {
  return useCallback(async (): Promise<string> => {
    const file = await downloadFile(contract.imports.exportAll.path, 'potluck-recipes.zip');
    saveFile(file);
    return file.fileName;
  }, []);
}
