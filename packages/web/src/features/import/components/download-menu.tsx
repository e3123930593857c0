import { EXPORT_FORMATS, type ExportFormat } from '@potluck/api';
import { Button, DropdownMenu, useToast, type DropdownMenuEntry } from '@potluck/ui';
import { Download, FileCode, FileJson, FileText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useExportRecipe } from '../api/use-export-recipe';
import { importErrorMessage } from './import-errors';
import { IMPORT_TEXT as T } from './import-text';

const ICONS: Record<ExportFormat, ReactNode> = {
  json: <FileJson size={18} />,
  jsonld: <FileCode size={18} />,
  md: <FileText size={18} />,
};

export interface DownloadMenuProps {
  recipeId: number;
  /** Downloads and saves one format, resolving with the file's name. @default GET /recipes/{id}/export */
  download?: (id: number, format: ExportFormat) => Promise<string>;
  /** Controlled open state (stories). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Download the recipe as JSON (Potluck), JSON-LD (schema.org) or Markdown. A toast names the saved file, or
 * says the server's reason.
 */
export function DownloadMenu({ recipeId, download, open, onOpenChange }: DownloadMenuProps) {
  const exportRecipe = useExportRecipe();
  const run = download ?? exportRecipe;
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const choose = async (format: ExportFormat) => {
    setBusy(true);
    try {
      toast({ variant: 'success', title: T.downloaded(await run(recipeId, format)) });
    } catch (e) {
      toast({ variant: 'error', title: T.downloadFailed, description: importErrorMessage(e, 'Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  const items: DropdownMenuEntry[] = EXPORT_FORMATS.map((format) => ({
    id: format,
    label: T.downloadFormats[format],
    icon: ICONS[format],
    disabled: busy,
    onSelect: () => void choose(format),
  }));
  return (
    <DropdownMenu
      open={open}
      onOpenChange={onOpenChange}
      align="start"
      items={items}
      trigger={
        <Button variant="ghost" loading={busy} iconStart={<Download size={18} />}>
          {T.download}
        </Button>
      }
    />
  );
}
