import type { ImportFileResult } from '@potluck/api';
import { Alert, Badge, Stack } from '@potluck/ui';
import { Link } from 'react-router-dom';
import { FailedImports } from './failed-imports';
import { IMPORT_TEXT as T } from './import-text';
import * as styles from './import.css';

export interface FileImportReportProps {
  fileName: string;
  report: ImportFileResult;
  /** The recipes were published rather than kept as drafts. */
  published: boolean;
}

/** After a file import: each created recipe as a link, each failed one with its reason, notes about the file. */
export function FileImportReport({ fileName, report, published }: FileImportReportProps) {
  const { created, failed, skipped } = report;
  return (
    <section aria-labelledby="import-report-title" className={styles.stack}>
      <h3 id="import-report-title" className={styles.subTitle}>
        {T.reportTitle(fileName)}
      </h3>
      <Alert tone={created.length === 0 ? 'danger' : failed.length > 0 ? 'warning' : 'success'}>
        {T.reportSummary(created.length, failed.length, published)}
      </Alert>
      {created.length > 0 ? (
        <Stack gap="sm">
          <h4 id="import-report-created" className={styles.subTitle}>
            {T.createdTitle}
          </h4>
          <ul className={styles.plainList} aria-labelledby="import-report-created">
            {created.map((item, n) => (
              <li key={item.recipe?.id ?? `created-${n}`} className={styles.tight}>
                <span className={styles.actions}>
                  {item.recipe ? (
                    <Link className={styles.link} to={`/recipes/${item.recipe.id}`}>
                      {item.recipe.title}
                    </Link>
                  ) : (
                    <span className={styles.itemName}>{item.name}</span>
                  )}
                  {item.recipe?.status === 'draft' ? <Badge size="sm">Draft</Badge> : null}
                  {item.images_imported > 0 ? (
                    <span className={styles.muted}>{T.itemPhotos(item.images_imported)}</span>
                  ) : null}
                </span>
                {item.skipped.length > 0 ? (
                  <ul className={styles.list} aria-label={`${T.skippedTitle}: ${item.name}`}>
                    {item.skipped.map((line) => (
                      <li key={line} className={styles.muted}>
                        {line}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
      <FailedImports id="import-report-failed" failed={failed} />
      {skipped.length > 0 ? (
        <div className={styles.note}>
          <h4 id="import-report-notes" className={styles.subTitle}>
            {T.fileNotesTitle}
          </h4>
          <ul className={styles.list} aria-labelledby="import-report-notes">
            {skipped.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
