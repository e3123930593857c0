import type { Category } from '@potluck/api';
import { Checkbox, Skeleton } from '@potluck/ui';
import * as styles from './recipe-form.css';

export interface CategoryPickerProps {
  /** undefined while loading. */
  categories: readonly Category[] | undefined;
  /** The list could not be loaded. */
  failed?: boolean;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/**
 * Categories as a group of checkboxes: any number may apply (Dessert and Holiday). Names only: the
 * stored icons are emoji, which not every system has a font for.
 */
export function CategoryPicker({ categories, failed = false, selected, onChange, error }: CategoryPickerProps) {
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <fieldset className={styles.fieldset} aria-busy={!categories && !failed ? true : undefined}>
      <legend className={styles.legend}>Categories</legend>
      {categories ? (
        categories.length ? (
          <div className={styles.checkboxGrid}>
            {categories.map((c) => (
              <Checkbox
                key={c.id}
                label={c.name}
                checked={selected.includes(c.id)}
                onCheckedChange={(checked) => toggle(c.id, checked === true)}
              />
            ))}
          </div>
        ) : (
          <p className={styles.muted}>No categories have been set up yet.</p>
        )
      ) : failed ? (
        <p className={styles.muted}>Categories could not be loaded. You can add them later by editing the recipe.</p>
      ) : (
        <div className={styles.checkboxGrid}>
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} />
        </div>
      )}
      {error ? <p className={styles.rowError}>{error}</p> : null}
    </fieldset>
  );
}
