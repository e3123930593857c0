import { Button, useToast } from '@potluck/ui';
import { FolderDown } from 'lucide-react';
import { useState } from 'react';
import { useExportAll } from '../api/use-export-all';
import { importErrorMessage } from './import-errors';
import { IMPORT_TEXT as T } from './import-text';

export interface DownloadAllButtonProps {
  /** Downloads and saves the library zip, resolving with its file name. @default GET /recipes/export/all */
  download?: () => Promise<string>;
}

/** My Recipes → a backup of every recipe of mine (drafts and private ones too) as a zip with the photos. */
export function DownloadAllButton({ download }: DownloadAllButtonProps) {
  const exportAll = useExportAll();
  const run = download ?? exportAll;
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      toast({ variant: 'success', title: T.downloaded(await run()) });
    } catch (e) {
      toast({ variant: 'error', title: T.downloadFailed, description: importErrorMessage(e, 'Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" loading={busy} iconStart={<FolderDown size={18} />} onClick={() => void onClick()}>
      {T.downloadAll}
    </Button>
  );
}
