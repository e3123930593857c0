import type { ExportFormat } from '@potluck/api';
import { useCallback } from 'react';
import { downloadRecipe, saveFile } from './download-file';

/** GET /recipes/{id}/export?format=…: downloads the file and saves it; resolves with the saved file's name. */
export function useExportRecipe() {
  return useCallback(async (id: number, format: ExportFormat): Promise<string> => {
    const file = await downloadRecipe(id, format);
    saveFile(file);
    return file.fileName;
  }, []);
}
