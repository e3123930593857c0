import {
  IMPORT_MESSAGES,
  MAX_IMPORT_HTML_BYTES,
  type ImportResult,
  type ImportedRecipe,
  type Recipe,
} from '@potluck/api';
import { Alert, Button, Card, Field, Inline, Input, Stack, Textarea } from '@potluck/ui';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { checkUrl } from './import-errors';
import { ImportPreview } from './import-preview';
import { IMPORT_TEXT as T } from './import-text';
import * as styles from './import.css';
import { usePageImport } from './use-page-import';

export interface HtmlImportProps {
  /** POST /recipes/import-html; `preview` true creates nothing. */
  importHtml: (html: string, sourceUrl: string | null, preview: boolean) => Promise<ImportResult>;
  onImported: (recipe: Recipe) => void;
  onEdit: (parsed: ImportedRecipe) => void;
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * Import → From pasted HTML: the source of a page the server cannot open (behind a sign-in), with its address
 * as the source link if known. Preview, then Import as draft or Edit before saving, as for an address.
 */
export function HtmlImport({ importHtml, onImported, onEdit }: HtmlImportProps) {
  const [html, setHtml] = useState('');
  const [address, setAddress] = useState('');
  const [htmlError, setHtmlError] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const flow = usePageImport(onImported);

  const submit = () => {
    const problem =
      html.trim() === '' ? IMPORT_MESSAGES.htmlRequired : bytes(html) > MAX_IMPORT_HTML_BYTES ? T.htmlTooLarge : null;
    const checked = address.trim() === '' ? null : checkUrl(address);
    setHtmlError(problem);
    setAddressError(checked && 'problem' in checked ? checked.problem : null);
    if (problem || (checked && 'problem' in checked)) return;
    const sourceUrl = checked ? checked.url : null;
    void flow.runPreview((preview) => importHtml(html, sourceUrl, preview));
  };

  if (flow.imported) {
    return (
      <Alert tone="success">
        {T.imported(flow.imported.recipe?.title ?? flow.imported.parsed.title, flow.imported.images_imported)}
      </Alert>
    );
  }
  if (flow.preview) {
    return (
      <Stack>
        {flow.error ? <Alert>{flow.error}</Alert> : null}
        <ImportPreview
          result={flow.preview}
          importing={flow.busy === 'importing'}
          onImport={() => void flow.runImport()}
          onEdit={() => flow.preview && onEdit(flow.preview.parsed)}
          onStartOver={flow.startOver}
        />
      </Stack>
    );
  }
  return (
    <Card asChild padding="lg">
      <form
        aria-labelledby="import-html-title"
        aria-busy={flow.busy !== null}
        className={styles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id="import-html-title" className={styles.sectionTitle}>
          {T.fromHtml}
        </h2>
        <Field label={T.htmlLabel} hint={T.htmlHint} error={htmlError}>
          <Textarea
            rows={6}
            spellCheck={false}
            value={html}
            onChange={(event) => {
              setHtml(event.target.value);
              setHtmlError(null);
            }}
          />
        </Field>
        <Field label={T.sourceLabel} hint={T.sourceHint} error={addressError}>
          <Input
            type="url"
            inputMode="url"
            placeholder={T.urlPlaceholder}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setAddressError(null);
            }}
          />
        </Field>
        {flow.error ? <Alert>{flow.error}</Alert> : null}
        {flow.busy === 'previewing' ? (
          <p role="status" className={styles.muted}>
            {T.previewingHtml}
          </p>
        ) : null}
        <Inline>
          <Button type="submit" iconStart={<Eye size={18} />} loading={flow.busy === 'previewing'}>
            {T.previewHtml}
          </Button>
        </Inline>
      </form>
    </Card>
  );
}
