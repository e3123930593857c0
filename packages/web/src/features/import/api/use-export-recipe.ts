import { buildPath, contract, type ExportFormat } from '@potluck/api';
import { useCallback } from 'react';
import { downloadFile, saveFile } from './download-file';

/** GET /recipes/{id}/export?format=…: downloads the file and saves it; resolves with the saved file's name. */
export function useExportRecipe() {
  return useCallback(async (id: number, format: ExportFormat): Promise<string> => {
    const path = `${buildPath(contract.imports.exportOne.path, { id })}?format=${format}`;
    const file = await downloadFile(path, `recipe-${id}.${format}`);
    saveFile(file);
    return file.fileName;
  }, []);
}
