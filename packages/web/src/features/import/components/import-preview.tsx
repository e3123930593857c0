import type { ImportResult } from '@potluck/api';
import { Alert, Button, Card, Inline, RecipeDraftSummary, Stack } from '@potluck/ui';
import { Download, Pencil, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { IMPORT_TEXT as T } from './import-text';
import * as styles from './import.css';

export interface ImportPreviewProps {
  /** The preview answer of POST /recipes/import-url (recipe null). */
  result: ImportResult;
  /** Import as draft is under way: its button spins, the others wait. @default false */
  importing?: boolean;
  onImport: () => void;
  onEdit: () => void;
  onStartOver: () => void;
}

/**
 * What a page holds before anything is created: the recipe, its photos, which parser read it, what is left out.
 * A reading the form would refuse (no method on the page) cannot be imported as it is: only Edit before saving.
 */
export function ImportPreview({ result, importing = false, onImport, onEdit, onStartOver }: ImportPreviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The address form is gone: focus lands on the preview so keyboard and screen-reader users find it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card asChild padding="lg">
      <section aria-labelledby="import-preview-title" className={styles.stack}>
        <Stack gap="sm">
          <h2 id="import-preview-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
            {T.previewTitle}
          </h2>
          <p className={styles.muted}>{T.parser[result.parser]}</p>
        </Stack>
        <RecipeDraftSummary draft={result.parsed} idPrefix="import-preview" />
        <p className={styles.muted}>
          {result.incomplete ? T.photosForForm(result.image_urls.length) : T.photosFound(result.image_urls.length)}
        </p>
        {result.skipped.length > 0 ? (
          <div className={styles.note}>
            <h3 id="import-preview-skipped" className={styles.subTitle}>
              {T.skippedTitle}
            </h3>
            <ul className={styles.list} aria-labelledby="import-preview-skipped">
              {result.skipped.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {result.incomplete ? (
          <Alert tone="warning" title={T.incompleteTitle}>
            {T.incomplete(result.incomplete)}
          </Alert>
        ) : null}
        {importing ? <Alert tone="info">{T.importing}</Alert> : null}
        <Inline>
          {result.incomplete ? null : (
            <Button iconStart={<Download size={18} />} loading={importing} onClick={onImport}>
              {T.importDraft}
            </Button>
          )}
          <Button variant="secondary" iconStart={<Pencil size={18} />} disabled={importing} onClick={onEdit}>
            {T.editFirst}
          </Button>
          <Button variant="ghost" iconStart={<RotateCcw size={18} />} disabled={importing} onClick={onStartOver}>
            {T.otherPage}
          </Button>
        </Inline>
        {result.image_urls.length > 0 && !result.incomplete ? (
          <p className={styles.muted}>{T.photosOnlyOnImport}</p>
        ) : null}
      </section>
    </Card>
  );
}
