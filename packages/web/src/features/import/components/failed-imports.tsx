import type { ImportFileResult } from '@potluck/api';
import { Stack } from '@potluck/ui';
import { IMPORT_TEXT as T } from './import-text';
import * as styles from './import.css';

/** The items of a file that cannot be (or were not) imported, each with its reason; nothing when there is none. */
export function FailedImports({ id, failed }: { id: string; failed: ImportFileResult['failed'] }) {
  if (failed.length === 0) return null;
  return (
    <Stack gap="sm">
      <h4 id={id} className={styles.subTitle}>
        {T.failedTitle}
      </h4>
      <ul className={styles.list} aria-labelledby={id}>
        {failed.map((item, n) => (
          <li key={`${item.name}-${n}`}>
            <span className={styles.itemName}>{item.name}</span>: {item.reason}
          </li>
        ))}
      </ul>
    </Stack>
  );
}
