import { useCallback } from 'react';
import { downloadLibrary, saveFile } from './download-file';

/** GET /recipes/export/all: the caller's whole library as a zip, saved; resolves with the file's name. */
export function useExportAll() {
  return useCallback(async (): Promise<string> => {
    const file = await downloadLibrary();
    saveFile(file);
    return file.fileName;
  }, []);
}
