import type { ImportResult, ImportedRecipe, Recipe } from '@potluck/api';
import { Alert, Button, Card, Field, Inline, Input, Stack } from '@potluck/ui';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { checkUrl } from './import-errors';
import { ImportPreview } from './import-preview';
import { IMPORT_TEXT as T } from './import-text';
import * as styles from './import.css';
import { usePageImport } from './use-page-import';

export interface UrlImportProps {
  /** POST /recipes/import-url; `preview` true creates nothing. */
  importUrl: (url: string, preview: boolean) => Promise<ImportResult>;
  /** The draft was created (the page opens it). */
  onImported: (recipe: Recipe) => void;
  /** 'Edit before saving': the page fills the manual form with what was read. */
  onEdit: (parsed: ImportedRecipe) => void;
}

/**
 * Import → From a web page: address, Preview (nothing is created), then Import as draft or Edit before
 * saving. The server's reason (no recipe on the page, an address it refuses, a slow page) shows as is.
 */
export function UrlImport({ importUrl, onImported, onEdit }: UrlImportProps) {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { error, busy, preview, imported, runPreview, runImport, startOver } = usePageImport(onImported);

  const submit = () => {
    const checked = checkUrl(value);
    if ('problem' in checked) return setFieldError(checked.problem);
    setFieldError(null);
    void runPreview((asPreview) => importUrl(checked.url, asPreview));
  };

  if (imported) {
    return (
      <Alert tone="success">
        {T.imported(imported.recipe?.title ?? imported.parsed.title, imported.images_imported)}
      </Alert>
    );
  }

  if (preview) {
    return (
      <Stack>
        {error ? <Alert>{error}</Alert> : null}
        <ImportPreview
          result={preview}
          importing={busy === 'importing'}
          onImport={() => void runImport()}
          onEdit={() => onEdit(preview.parsed)}
          onStartOver={startOver}
        />
      </Stack>
    );
  }

  return (
    <Card asChild padding="lg">
      <form
        aria-labelledby="import-url-title"
        aria-busy={busy !== null}
        className={styles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id="import-url-title" className={styles.sectionTitle}>
          {T.fromPage}
        </h2>
        <Field label={T.urlLabel} hint={T.urlHint} error={fieldError}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={T.urlPlaceholder}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setFieldError(null);
            }}
          />
        </Field>
        {error ? <Alert>{error}</Alert> : null}
        {busy === 'previewing' ? (
          <p role="status" className={styles.muted}>
            {T.previewing}
          </p>
        ) : null}
        <Inline>
          <Button type="submit" iconStart={<Eye size={18} />} loading={busy === 'previewing'}>
            {T.preview}
          </Button>
        </Inline>
      </form>
    </Card>
  );
}
