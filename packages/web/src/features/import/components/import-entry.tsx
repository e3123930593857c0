import type { ImportedRecipe, Recipe } from '@potluck/api';
import { useToast } from '@potluck/ui';
import { useNavigate } from 'react-router-dom';
import { useImportFile } from '../api/use-import-file';
import { useImportHtml } from '../api/use-import-html';
import { useImportUrl } from '../api/use-import-url';
import { ImportTab } from './import-tab';

/** The Import tab of /recipes/create, connected to the import endpoints; an imported page's draft opens at once. */
export function ImportEntry({ onEdit }: { onEdit: (parsed: ImportedRecipe) => void }) {
  const importUrl = useImportUrl();
  const importFile = useImportFile();
  const importHtml = useImportHtml();
  const navigate = useNavigate();
  const { toast } = useToast();
  const onImported = (recipe: Recipe) => {
    toast({ variant: 'success', title: 'Recipe imported', description: `“${recipe.title}” is saved as a draft.` });
    navigate(`/recipes/${recipe.id}`);
  };
  return (
    <ImportTab
      importUrl={importUrl}
      importHtml={importHtml}
      importFile={importFile}
      onImported={onImported}
      onEdit={onEdit}
    />
  );
}
