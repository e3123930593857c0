import type { ImportFileResult } from '@potluck/api';
import { Alert, Button, Card, Checkbox, FileDropZone, Inline, Spinner, Stack } from '@potluck/ui';
import { FileUp, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { FileImportPreview } from './file-import-preview';
import { FileImportReport } from './file-import-report';
import { ACCEPTED_FILES, fileProblem, importErrorMessage } from './import-errors';
import { IMPORT_TEXT as T } from './import-text';
import * as styles from './import.css';

export interface FileImportProps {
  /** POST /recipes/import-file (multipart). */
  importFile: (file: File, publish: boolean, preview?: boolean) => Promise<ImportFileResult>;
}

type State =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string }
  | { phase: 'preview'; file: File; report: ImportFileResult }
  | { phase: 'report'; fileName: string; report: ImportFileResult; published: boolean };

/**
 * Import → From a file: pick or drop one export, upload it, then the report of what was created, what
 * failed and why. The client checks the extension and size first, so a wrong file costs no upload.
 */
export function FileImport({ importFile }: FileImportProps) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [publish, setPublish] = useState(false);
  const [previewFirst, setPreviewFirst] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    const problem = files.length > 1 ? T.oneFile : fileProblem(file);
    if (problem) return setError(problem);
    await send(file, previewFirst);
  };

  /** Uploads the file: for a preview (nothing created), or to import its recipes. */
  const send = async (file: File, preview: boolean) => {
    setError(null);
    setState({ phase: 'uploading', fileName: file.name });
    try {
      const report = await importFile(file, publish, preview);
      setState(
        preview
          ? { phase: 'preview', file, report }
          : { phase: 'report', fileName: file.name, report, published: publish },
      );
    } catch (e) {
      setError(importErrorMessage(e));
      setState({ phase: 'idle' });
    }
  };

  return (
    <Card asChild padding="lg">
      <section aria-labelledby="import-file-title" aria-busy={state.phase === 'uploading'} className={styles.stack}>
        <h2 id="import-file-title" className={styles.sectionTitle}>
          {T.fromFile}
        </h2>
        {state.phase === 'preview' ? (
          <FileImportPreview
            fileName={state.file.name}
            report={state.report}
            onImport={() => void send(state.file, false)}
            onChooseAnother={() => setState({ phase: 'idle' })}
          />
        ) : state.phase === 'report' ? (
          <>
            <FileImportReport fileName={state.fileName} report={state.report} published={state.published} />
            <Inline>
              <Button
                variant="secondary"
                iconStart={<RotateCcw size={18} />}
                onClick={() => setState({ phase: 'idle' })}
              >
                {T.importAnother}
              </Button>
            </Inline>
          </>
        ) : (
          <>
            <FileDropZone
              icon={<FileUp size={24} />}
              title={T.dropTitle}
              browse={T.browse}
              hint={T.fileHint}
              accept={ACCEPTED_FILES}
              inputLabel={T.chooseFile}
              busy={state.phase === 'uploading'}
              onFiles={(files) => void upload(files)}
            />
            <Checkbox
              label={T.publishFile}
              checked={publish}
              disabled={state.phase === 'uploading'}
              onCheckedChange={(checked) => setPublish(checked === true)}
            />
            <Checkbox
              label={T.previewFile}
              checked={previewFirst}
              disabled={state.phase === 'uploading'}
              onCheckedChange={(checked) => setPreviewFirst(checked === true)}
            />
            {state.phase === 'uploading' ? (
              <Stack gap="sm" role="status">
                <p className={styles.busyLine}>
                  <Spinner size="sm" label={null} />
                  {T.uploading(state.fileName)}
                </p>
                <p className={styles.muted}>{T.uploadingHint}</p>
              </Stack>
            ) : null}
            {error ? <Alert>{error}</Alert> : null}
          </>
        )}
      </section>
    </Card>
  );
}
