import type { ImportFileResult } from '@potluck/api';
import { Alert, Button, Inline } from '@potluck/ui';
import { FileUp, RotateCcw } from 'lucide-react';
import { FailedImports } from './failed-imports';
import { IMPORT_TEXT as T } from './import-text';
import * as styles from './import.css';

export interface FileImportPreviewProps {
  fileName: string;
  /** The preview answer of POST /recipes/import-file (no recipe created: every item's recipe is null). */
  report: ImportFileResult;
  onImport: () => void;
  onChooseAnother: () => void;
}

/** What a file holds before anything is created: the recipes it can import, those it cannot and why. */
export function FileImportPreview({ fileName, report, onImport, onChooseAnother }: FileImportPreviewProps) {
  const { created, failed, skipped } = report;
  return (
    <section aria-labelledby="import-file-preview-title" className={styles.stack}>
      <h3 id="import-file-preview-title" className={styles.subTitle}>
        {T.filePreviewTitle(fileName)}
      </h3>
      <Alert tone={created.length === 0 ? 'danger' : failed.length > 0 ? 'warning' : 'info'}>
        {T.filePreviewSummary(created.length, failed.length)}
      </Alert>
      {created.length > 0 ? (
        <ul className={styles.list} aria-label={T.createdTitle}>
          {created.map((item, n) => (
            <li key={`${item.name}-${n}`}>
              <span className={styles.itemName}>{item.name}</span>
              <span className={styles.muted}>
                {' '}
                · {T.ingredients(item.parsed.ingredients.length)} · {T.steps(item.parsed.instructions.length)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <FailedImports id="import-file-preview-failed" failed={failed} />
      {skipped.length > 0 ? (
        <ul className={styles.list} aria-label={T.fileNotesTitle}>
          {skipped.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <Inline>
        {created.length > 0 ? (
          <Button iconStart={<FileUp size={18} />} onClick={onImport}>
            {T.importFound(created.length)}
          </Button>
        ) : null}
        <Button variant="secondary" iconStart={<RotateCcw size={18} />} onClick={onChooseAnother}>
          {T.chooseAnother}
        </Button>
      </Inline>
    </section>
  );
}
