import type { ImportResult, Recipe } from '@potluck/api';
import { useState } from 'react';
import { importErrorMessage } from './import-errors';

type Busy = 'previewing' | 'importing' | null;

type Read = (preview: boolean) => Promise<ImportResult>;

/**
 * Preview, then import, one page (by its address or its pasted HTML): `read(preview)` asks the server.
 * The preview keeps its reader so Import as draft sends the same page; the server's reason shows as is.
 */
export function usePageImport(onImported: (recipe: Recipe) => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [preview, setPreview] = useState<{ read: Read; result: ImportResult } | null>(null);
  const [imported, setImported] = useState<ImportResult | null>(null);

  const run = async (kind: Exclude<Busy, null>, task: () => Promise<void>) => {
    setError(null);
    setBusy(kind);
    try {
      await task();
    } catch (e) {
      setError(importErrorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return {
    error,
    setError,
    busy,
    preview: preview?.result ?? null,
    imported,
    runPreview: (read: Read) =>
      run('previewing', async () => {
        setPreview({ read, result: await read(true) });
      }),
    runImport: () =>
      run('importing', async () => {
        if (!preview) return;
        const result = await preview.read(false);
        setImported(result);
        if (result.recipe) onImported(result.recipe);
      }),
    startOver: () => {
      setPreview(null);
      setError(null);
    },
  };
}
