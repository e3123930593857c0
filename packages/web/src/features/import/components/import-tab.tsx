import type { ImportFileResult, ImportResult, ImportedRecipe, Recipe } from '@potluck/api';
import { FileImport } from './file-import';
import { HtmlImport } from './html-import';
import { IMPORT_TEXT as T } from './import-text';
import { UrlImport } from './url-import';
import * as styles from './import.css';

export interface ImportTabProps {
  /** POST /recipes/import-url; `preview` true creates nothing. */
  importUrl: (url: string, preview: boolean) => Promise<ImportResult>;
  /** POST /recipes/import-html: pasted HTML; `preview` true creates nothing. */
  importHtml: (html: string, sourceUrl: string | null, preview: boolean) => Promise<ImportResult>;
  /** POST /recipes/import-file (multipart); `preview` true creates nothing. */
  importFile: (file: File, publish: boolean, preview?: boolean) => Promise<ImportFileResult>;
  /** A page's recipe was created as a draft. */
  onImported: (recipe: Recipe) => void;
  /** 'Edit before saving': fill the manual form with what the page held. */
  onEdit: (parsed: ImportedRecipe) => void;
}

/** Create Recipe → Import, without the network: both requests arrive as props. */
export function ImportTab({ importUrl, importHtml, importFile, onImported, onEdit }: ImportTabProps) {
  return (
    <div className={styles.tab}>
      <p className={styles.intro}>{T.intro}</p>
      <UrlImport importUrl={importUrl} onImported={onImported} onEdit={onEdit} />
      <HtmlImport importHtml={importHtml} onImported={onImported} onEdit={onEdit} />
      <FileImport importFile={importFile} />
    </div>
  );
}
